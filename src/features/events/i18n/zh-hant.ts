import type { EventsMessages } from './ja'

export default {
  eventAuth: {
    title: '活動主辦單位認證',
    lead: '通過活動主辦單位認證後，即可登錄活動的日程、會場與演出者。',
  },
  eventUpload: {
    title: '登錄活動',
    lead: '用於登錄您所主辦活動的日程、會場、演出者與時間表的頁面。',
  },
} satisfies EventsMessages
