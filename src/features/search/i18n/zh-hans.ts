import type { SearchMessages } from './ja'

export default {
  search: {
    title: '搜索',
    lead: '用关键词查找本地的帖子、活动、优惠券、地点和用户。',
    label: '搜索关键词',
    placeholder: '例如：夏祭り、拉面、避难所',
    submit: '搜索',
    kindFilter: '按类型筛选',
    allKinds: '全部',
    emptyTitle: '请输入关键词',
    searching: '正在搜索',
    failed: '搜索失败，请稍后再试。',
    noResults: (q: string) => `没有与“${q}”匹配的结果`,
    noResultsHint: '请尝试更短的词或换一个词。',
    resultsLabel: (q: string) => `“${q}”的搜索结果`,
    more: '查看更多',
    loadingMore: '加载中…',
  },
  kinds: {
    post: '帖子',
    event: '活动',
    coupon: '优惠券',
    place: '地点',
    user: '用户',
  },
  placeKinds: {
    venue: '场馆',
    restaurant: '餐厅',
    shelter: '避难所',
  },
  suggestions: {
    recent: '最新标签',
    popular: '热门标签',
  },
} satisfies SearchMessages
