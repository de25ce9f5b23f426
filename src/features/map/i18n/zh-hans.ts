import type { MapMessages } from './ja'

export default {
  map: {
    title: '地图',
    lead: '即将支持在日本国土地理院地图上查看帖子、活动和店铺的位置。',
  },
} satisfies MapMessages
