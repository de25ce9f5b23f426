import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  meta: {
    title: 'jimoto｜在地活動・貼文・優惠券',
    description:
      '分享在地祭典、現場演出、店家優惠券與街區動態的社群應用程式。透過活動資訊、地圖與集章活動，更盡情地暢遊當地。',
    template: '{title}｜jimoto',
  },
  skipToContent: '跳至主要內容',
  nav: {
    label: '主選單',
    home: '首頁',
    timeline: '動態',
    timelineShort: '動態',
    map: '地圖',
    post: '發文',
    postShort: '發文',
    favorites: '收藏',
    favoritesShort: '收藏',
    stampRally: '集章活動',
    stampRallyShort: '集章',
    myPage: '我的頁面',
    login: '登入',
    settings: '設定',
    mainSiteLogin: '在日文網站登入',
    mainSiteLoginShort: '登入',
  },
  loginRequired: '登入後即可在動態發文、儲存收藏並參加集章活動。',
  header: {
    home: 'jimoto 首頁',
    search: '搜尋貼文、活動與店家',
    account: (name: string) => `${name}的個人頁面`,
    login: '登入',
  },
  footer: {
    label: '網站資訊',
    about: '關於 jimoto',
    terms: '使用條款',
    privacy: '隱私權政策',
    tokushoho: '依《特定商業交易法》之標示',
    settings: '設定',
    developer: '開發者網站',
    newTab: '（於新分頁開啟）',
    languages: '語言',
    copyright: (year: number) => `© ${year} jimoto`,
  },
  landing: {
    openApp: '開啟應用程式',
  },
  routeError: {
    title: '無法顯示此頁面',
    body: '發生問題，無法顯示此頁面。請再試一次，或返回首頁。',
    retry: '再試一次',
    home: '返回首頁',
  },
  notFound: {
    title: '找不到頁面',
    body: '您要尋找的頁面可能已被移動或刪除。',
    back: '返回首頁',
    timeline: '查看動態',
  },
} satisfies AppMessages
