import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  meta: {
    title: 'jimoto｜本地活动・帖子・优惠券',
    description:
      '分享本地节庆、现场演出、店铺优惠券和街区动态的社区应用。通过活动信息、地图和集章活动，更好地畅游当地。',
    template: '{title}｜jimoto',
  },
  skipToContent: '跳到正文',
  nav: {
    label: '主菜单',
    home: '首页',
    timeline: '动态',
    timelineShort: '动态',
    map: '地图',
    post: '发布',
    postShort: '发布',
    favorites: '收藏',
    favoritesShort: '收藏',
    stampRally: '集章活动',
    stampRallyShort: '集章',
    myPage: '我的主页',
    login: '登录',
    settings: '设置',
    mainSiteLogin: '在日语网站登录',
    mainSiteLoginShort: '登录',
  },
  loginRequired: '登录后即可在动态中发帖、保存收藏并参加集章活动。',
  header: {
    home: 'jimoto 首页',
    search: '搜索帖子、活动和店铺',
    account: (name: string) => `${name}的主页`,
    login: '登录',
  },
  footer: {
    label: '网站信息',
    about: '关于 jimoto',
    terms: '使用条款',
    privacy: '隐私政策',
    tokushoho: '基于《特定商业交易法》的标示',
    settings: '设置',
    developer: '开发者网站',
    newTab: '（在新标签页中打开）',
    languages: '语言',
    copyright: (year: number) => `© ${year} jimoto`,
  },
  landing: {
    openApp: '打开应用',
  },
  routeError: {
    title: '无法显示此页面',
    body: '出现问题，无法显示此页面。请重试，或返回首页。',
    retry: '重试',
    home: '返回首页',
  },
  notFound: {
    title: '找不到页面',
    body: '您要查找的页面可能已被移动或删除。',
    back: '返回首页',
    timeline: '查看动态',
  },
} satisfies AppMessages
