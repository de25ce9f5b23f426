import type { SearchMessages } from './ja'

export default {
  search: {
    title: '搜尋',
    lead: '用關鍵字查找在地的貼文、活動、優惠券、地點和使用者。',
    label: '搜尋關鍵字',
    placeholder: '例如：夏祭り、拉麵、避難所',
    submit: '搜尋',
    kindFilter: '依類型篩選',
    allKinds: '全部',
    emptyTitle: '請輸入關鍵字',
    searching: '正在搜尋',
    failed: '搜尋失敗，請稍後再試。',
    noResults: (q: string) => `沒有與「${q}」相符的結果`,
    noResultsHint: '請試試較短的詞或換一個詞。',
    resultsLabel: (q: string) => `「${q}」的搜尋結果`,
    more: '顯示更多',
    loadingMore: '載入中…',
  },
  kinds: {
    post: '貼文',
    event: '活動',
    coupon: '優惠券',
    place: '地點',
    user: '使用者',
  },
  placeKinds: {
    venue: '場館',
    restaurant: '餐廳',
    shelter: '避難所',
  },
  suggestions: {
    recent: '最新標籤',
    popular: '熱門標籤',
  },
} satisfies SearchMessages
