// Text of the venue, artist and restaurant pages.
const ja = {
  venues: {
    title: '会場・タイムテーブル',
    lead: 'イベント会場ごとの出演スケジュールと、会場へのアクセスを確認できるようになります。',
  },
  artists: {
    title: 'アーティスト',
    lead: '出演アーティストのプロフィールと出演時間を紹介するページです。',
  },
  restaurants: {
    title: 'グルメ',
    lead: '地元の飲食店を、ジャンルや場所から探せるようになります。',
  },
}

export type PlacesMessages = typeof ja
export default ja
