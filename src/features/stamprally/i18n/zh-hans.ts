import type { StampRallyMessages } from './ja'

export default {
  stampRally: {
    title: '集章活动',
    lead: '即将支持参加集章活动：走访街区景点、收集印章并领取奖励。',
  },
} satisfies StampRallyMessages
