import type { PlacesMessages } from './ja'

export default {
  venues: {
    title: '會場與時間表',
    lead: '即將支援查看各活動會場的演出日程與交通方式。',
  },
  artists: {
    title: '藝人',
    lead: '介紹演出藝人的簡介與登台時間的頁面。',
  },
  restaurants: {
    title: '美食',
    lead: '即將支援依料理類型或地點搜尋在地餐廳。',
  },
} satisfies PlacesMessages
