import type { MapMessages } from './ja'

export default {
  map: {
    title: '地圖',
    lead: '即將支援在日本國土地理院地圖上查看貼文、活動與店家的位置。',
  },
} satisfies MapMessages
