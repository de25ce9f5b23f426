import type { AboutMessages } from './ja'

export default {
  about: {
    title: '关于 jimoto',
    lead: 'jimoto 是一款让当地居民和来访者共同分享街区“此刻”的社区应用。',
    whatTitle: '可以做什么',
    what: [
      '在动态和图库中浏览街区的帖子、活动和优惠券',
      '在地图上确认店铺、活动会场和避难所的位置',
      '查看各会场的时间表和演出艺人',
      '参加集章活动，漫游街区',
      '保存到收藏，稍后再看',
    ],
    languagesTitle: '致海外游客',
    languages: '在英语、韩语、中文（简体、繁体）网站上，帖子以机器翻译显示。没有译文时显示原文。',
    operatorTitle: '运营方',
    contact: '联系我们',
  },
} satisfies AboutMessages
