import type { PlacesMessages } from './ja'

export default {
  venues: {
    title: '会场与时间表',
    lead: '即将支持查看各活动会场的演出日程及交通方式。',
  },
  artists: {
    title: '艺人',
    lead: '介绍演出艺人的简介和登台时间的页面。',
  },
  restaurants: {
    title: '美食',
    lead: '即将支持按菜系或地点查找本地餐厅。',
  },
} satisfies PlacesMessages
