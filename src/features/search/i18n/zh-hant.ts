import type { SearchMessages } from './ja'

export default {
  search: {
    title: '搜尋',
    lead: '即將支援以關鍵字搜尋街區的貼文、活動與店家。',
  },
} satisfies SearchMessages
