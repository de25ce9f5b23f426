import type { HazardMapMessages } from './ja'

export default {
  hazardMap: {
    title: '灾害风险地图',
    lead: '即将支持在地图上查看洪水、泥石流、海啸等危险区域以及附近的避难所。',
    meanwhile: '如需立即查询，请使用日本国土交通省的“灾害风险地图门户网站”。',
    portal: '灾害风险地图门户网站（日本国土交通省）',
    newTab: '（在新标签页中打开）',
  },
} satisfies HazardMapMessages
