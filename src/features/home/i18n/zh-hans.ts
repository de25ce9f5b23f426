import type { HomeMessages } from './ja'

export default {
  home: {
    eyebrow: '本地社区应用',
    title: '汇聚本地“此刻”的地方',
    lead: '节庆、现场演出、店铺优惠券。和大家一起分享街区的新鲜事。',
    primary: '查看动态',
    secondary: '在地图上查找',
    featuresTitle: 'jimoto 能做什么',
    features: {
      timeline: {
        title: '动态',
        body: '按时间顺序查看街区的帖子、活动和优惠券。',
      },
      map: { title: '地图', body: '在地图上确认感兴趣的地点和活动会场。' },
      events: {
        title: '活动',
        body: '一并查看各会场的时间表和演出艺人。',
      },
      stampRally: {
        title: '集章活动',
        body: '走访各个景点收集印章，领取奖励。',
      },
    },
    exploreTitle: '进一步了解街区',
    explore: {
      gallery: '图库',
      artists: '艺人',
      restaurants: '美食',
      hazardMap: '灾害风险地图',
      search: '搜索',
    },
    join: {
      title: '创建账号，一起参与',
      body: '登录后即可在动态中发帖、保存收藏并参加集章活动。',
      login: '登录',
      register: '免费注册',
      mainSite: '在日语网站登录',
    },
    welcome: (name: string) => `欢迎回来，${name}`,
    welcomeBody: '要不要配上照片，分享一下今天街区里发生的事？',
    post: '发布',
  },
} satisfies HomeMessages
