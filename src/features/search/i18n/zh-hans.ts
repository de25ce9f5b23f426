import type { SearchMessages } from './ja'

export default {
  search: {
    title: '搜索',
    lead: '即将支持通过关键词搜索街区的帖子、活动和店铺。',
  },
} satisfies SearchMessages
