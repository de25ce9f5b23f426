import type { HazardMapMessages } from './ja'

export default {
  hazardMap: {
    title: '災害風險地圖',
    lead: '即將支援在地圖上查看洪水、土石流、海嘯等危險區域以及附近的避難所。',
    meanwhile: '如需立即查詢，請使用日本國土交通省的「災害風險地圖入口網站」。',
    portal: '災害風險地圖入口網站（日本國土交通省）',
    newTab: '（於新分頁開啟）',
  },
} satisfies HazardMapMessages
