import type { AdsMessages } from './ja'

export default {
  landing: {
    title: '投放广告',
    lead: '即将支持查看面向本地用户推广店铺和活动的广告方案，并在线申请。',
    materials: '查看媒体资料',
  },
  success: {
    title: '广告申请',
    lead: '付款结果以及到广告开始投放的流程将在这里告知。',
  },
  cancel: {
    title: '广告申请',
    lead: '中断付款后的说明以及如何重新申请将在这里告知。',
  },
} satisfies AdsMessages
