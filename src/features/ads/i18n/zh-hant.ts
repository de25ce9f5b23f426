import type { AdsMessages } from './ja'

export default {
  landing: {
    title: '刊登廣告',
    lead: '即將支援查看向在地使用者推廣店家與活動的廣告方案，並於線上申請。',
    materials: '查看媒體資料',
  },
  success: {
    title: '廣告申請',
    lead: '付款結果以及到廣告開始刊登的流程將在這裡告知。',
  },
  cancel: {
    title: '廣告申請',
    lead: '中斷付款後的說明以及如何重新申請將在這裡告知。',
  },
} satisfies AdsMessages
