import type { AboutMessages } from './ja'

export default {
  about: {
    title: '關於 jimoto',
    lead: 'jimoto 是一款讓在地居民與來訪者共同分享街區「此刻」的社群應用程式。',
    whatTitle: '可以做什麼',
    what: [
      '在動態與相簿中瀏覽街區的貼文、活動與優惠券',
      '在地圖上確認店家、活動會場與避難所的位置',
      '查看各會場的時間表與演出藝人',
      '參加集章活動，漫遊街區',
      '儲存到收藏，稍後再看',
    ],
    languagesTitle: '致海外旅客',
    languages: '在英文、韓文、中文（簡體、繁體）網站上，貼文以機器翻譯顯示。沒有譯文時顯示原文。',
    operatorTitle: '營運單位',
    contact: '聯絡我們',
  },
} satisfies AboutMessages
