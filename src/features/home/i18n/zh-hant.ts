import type { HomeMessages } from './ja'

export default {
  home: {
    eyebrow: '在地社群應用程式',
    title: '匯聚在地「此刻」的地方',
    lead: '祭典、現場演出、店家優惠券。和大家一起分享街區的新鮮事。',
    primary: '查看動態',
    secondary: '在地圖上尋找',
    featuresTitle: 'jimoto 能做什麼',
    features: {
      timeline: {
        title: '動態',
        body: '依時間順序查看街區的貼文、活動與優惠券。',
      },
      map: { title: '地圖', body: '在地圖上確認感興趣的地點與活動會場。' },
      events: {
        title: '活動',
        body: '一次查看各會場的時間表與演出藝人。',
      },
      stampRally: {
        title: '集章活動',
        body: '走訪各個景點蒐集印章，領取獎勵。',
      },
    },
    exploreTitle: '進一步認識街區',
    explore: {
      gallery: '相簿',
      artists: '藝人',
      restaurants: '美食',
      hazardMap: '災害風險地圖',
      search: '搜尋',
    },
    join: {
      title: '建立帳號，一起參與',
      body: '登入後即可在動態發文、儲存收藏並參加集章活動。',
      login: '登入',
      register: '免費註冊',
      mainSite: '在日文網站登入',
    },
    welcome: (name: string) => `歡迎回來，${name}`,
    welcomeBody: '要不要搭配照片，分享今天街區發生的事？',
    post: '發文',
  },
} satisfies HomeMessages
