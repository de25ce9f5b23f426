// Text of the event organizer pages.
const ja = {
  eventAuth: {
    title: 'イベント主催者の認証',
    lead: 'イベント主催者として認証を受けると、イベントの日程や会場、出演者を登録できるようになります。',
  },
  eventUpload: {
    title: 'イベントを登録',
    lead: '主催するイベントの日程・会場・出演者・タイムテーブルを登録するページです。',
  },
}

export type EventsMessages = typeof ja
export default ja
