import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  home: {
    title: '匯聚在地「此刻」的地方',
    lead: '祭典、現場演出、店家優惠券。和大家一起分享街區的新鮮事。',
  },
  notFound: {
    title: '找不到頁面',
    body: '您要尋找的頁面可能已被移動或刪除。',
    back: '返回首頁',
  },
} satisfies AppMessages
