// Text of the posts pages (timeline, gallery, detail, feed, upload, favorites).
const ja = {
  views: { label: '表示の切り替え', list: 'リスト', gallery: 'ギャラリー' },
  timeline: {
    title: 'タイムライン',
    lead: 'まちの新しい投稿・イベント・クーポンが、新しい順にここへ並びます。',
  },
  gallery: {
    title: 'ギャラリー',
    lead: 'みんなが撮ったまちの写真を、タイル状に一覧できるページです。',
  },
  detail: {
    title: '投稿',
    lead: '投稿の本文と写真、場所、いいね・お気に入りをここで見られるようになります。',
  },
  feed: {
    title: 'フォロー中',
    lead: 'フォローしている人の投稿だけを集めたフィードです。',
  },
  upload: {
    title: '投稿する',
    lead: '写真を添えて、まちの出来事・イベント・クーポンを投稿できるようになります。',
  },
  favorites: {
    title: 'お気に入り',
    lead: 'お気に入りに保存した投稿を、ここでまとめて見返せます。',
  },
}

export type PostsMessages = typeof ja
export default ja
