// Text of the search page.
const ja = {
  search: {
    title: '検索',
    lead: 'まちの投稿・イベント・クーポン・場所・ユーザーを、キーワードで探せます。',
    label: '検索キーワード',
    placeholder: '例：夏祭り、ラーメン、避難所',
    submit: '検索',
    kindFilter: '種類で絞り込む',
    allKinds: 'すべて',
    emptyTitle: 'キーワードを入力してください',
    searching: '検索しています',
    failed: '検索できませんでした。時間をおいてもう一度お試しください。',
    noResults: (q: string) => `「${q}」に一致する結果はありませんでした`,
    noResultsHint: '言葉を短くするか、別の言葉でお試しください。',
    resultsLabel: (q: string) => `「${q}」の検索結果`,
    more: 'もっと見る',
    loadingMore: '読み込み中…',
  },
  kinds: {
    post: '投稿',
    event: 'イベント',
    coupon: 'クーポン',
    place: '場所',
    user: 'ユーザー',
  },
  placeKinds: {
    venue: '会場',
    restaurant: '飲食店',
    shelter: '避難所',
  },
  suggestions: {
    recent: '最近のタグ',
    popular: '人気のタグ',
  },
}

export type SearchMessages = typeof ja
export default ja
