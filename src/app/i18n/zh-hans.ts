import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  home: {
    title: '汇聚本地“此刻”的地方',
    lead: '节庆、现场演出、店铺优惠券。和大家一起分享街区的新鲜事。',
  },
  notFound: {
    title: '找不到页面',
    body: '您要查找的页面可能已被移动或删除。',
    back: '返回首页',
  },
} satisfies AppMessages
