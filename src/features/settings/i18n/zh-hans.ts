import type { SettingsMessages } from './ja'

export default {
  settings: {
    title: '设置',
    languageTitle: '显示语言',
    languageLead: '每种语言都有专门的网站。选择后将跳转到对应网站。',
    current: '当前语言',
    notificationsTitle: '通知',
    push: '推送通知',
    pushBody: '即将支持通过推送通知接收新的优惠券和本地公告。',
    pushPending: '筹备中',
    accountTitle: '账号',
    signedInAs: '当前登录账号',
    moderationNotices: '运营通知',
    staffDesk: '管理页面（举报处理）',
    logout: '退出登录',
    loggingOut: '正在退出登录…',
    loggedOut: '您尚未登录。',
    login: '登录',
    register: '注册',
    mainSiteBody: '本网站无法登录。发帖、收藏和集章活动请在日语网站登录后使用。',
    mainSite: '在日语网站登录',
    infoTitle: '关于本应用',
    links: {
      about: '关于 jimoto',
      terms: '使用条款',
      privacy: '隐私政策',
      tokushoho: '基于《特定商业交易法》的标示',
    },
  },
} satisfies SettingsMessages
