// Text of a signed-in resident's home (ResidentHome.tsx): today in the town.
const ja = {
  title: '今日のまち',
  greeting: (name: string) => `${name}さん、おかえりなさい`,
  hazard: 'ハザードマップ・避難所',
  more: 'すべて見る',
  events: {
    title: '今日・これからのイベント',
    more: 'イベントをすべて見る',
    empty: '今日とこれからのイベントはまだありません。',
    now: '開催中',
    today: '今日',
  },
  coupons: {
    title: 'いま使えるクーポン',
    more: 'クーポンをすべて見る',
    empty: 'いま使えるクーポンはありません。',
    noEnd: '期限なし',
  },
  posts: {
    title: '新しい投稿',
    more: '投稿をすべて見る',
    empty: 'まだ投稿はありません。',
  },
  loadFailed: '今日のまちの情報を読み込めませんでした。',
  retry: 'もう一度読み込む',
}

export type ResidentHomeMessages = typeof ja
export default ja
