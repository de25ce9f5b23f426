import type { SettingsMessages } from './ja'

export default {
  settings: {
    title: '設定',
    languageTitle: '顯示語言',
    languageLead: '每種語言都有專屬網站。選擇後將前往對應網站。',
    current: '目前語言',
    notificationsTitle: '通知',
    push: '推播通知',
    pushBody: '即將支援透過推播通知接收新的優惠券與在地公告。',
    pushPending: '準備中',
    accountTitle: '帳號',
    signedInAs: '目前登入的帳號',
    moderationNotices: '營運通知',
    staffDesk: '管理頁面（檢舉處理）',
    logout: '登出',
    loggingOut: '正在登出…',
    loggedOut: '您尚未登入。',
    login: '登入',
    register: '註冊',
    mainSiteBody: '本網站無法登入。發文、收藏與集章活動請於日文網站登入後使用。',
    mainSite: '在日文網站登入',
    infoTitle: '關於本應用程式',
    links: {
      about: '關於 jimoto',
      terms: '使用條款',
      privacy: '隱私權政策',
      tokushoho: '依《特定商業交易法》之標示',
    },
  },
} satisfies SettingsMessages
