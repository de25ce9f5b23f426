import type { EventsMessages } from './ja'

export default {
  eventAuth: {
    title: '活动主办方认证',
    lead: '通过活动主办方认证后，即可登记活动的日程、会场和演出者。',
  },
  eventUpload: {
    title: '登记活动',
    lead: '用于登记您所主办活动的日程、会场、演出者和时间表的页面。',
  },
} satisfies EventsMessages
