// Text of the search page.
const ja = {
  search: {
    title: '検索',
    lead: 'キーワードで、まちの投稿・イベント・お店を探せるようになります。',
  },
}

export type SearchMessages = typeof ja
export default ja
