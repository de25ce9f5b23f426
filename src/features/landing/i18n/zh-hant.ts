import type { LandingMessages } from './ja'

export default {
  contactSubject: '關於 jimoto 的詢問',
  creatorRecruit: {
    eyebrow: '招募創作者',
    title: '用照片與文字，分享你所熱愛的街區',
    lead: '祭典的熱鬧、巷弄裡的名店、四季的風景。jimoto 正在招募願意傳遞街區魅力的攝影師、撰稿人與插畫家。',
    cta: '免費註冊，開始發文',
    secondaryCta: '透過電子郵件洽詢',
    sections: [
      {
        title: '在 jimoto 發布的好處',
        kind: 'cards',
        items: [
          {
            title: '直達在地居民',
            body: '貼文會顯示在動態與地圖上，關心這個街區的人可以輕鬆找到。',
          },
          {
            title: '也能觸及海外旅客',
            body: '在英文、韓文、中文網站上，貼文會被翻譯，來訪的海外旅客也能閱讀。',
          },
          {
            title: '作品屬於你',
            body: '你發布的照片與文字，著作權歸你本人所有。也能在個人檔案中介紹自己的創作活動。',
          },
        ],
      },
      {
        title: '我們在尋找這樣的你',
        kind: 'cards',
        items: [
          { title: '攝影師', body: '喜歡捕捉活動現場與街角瞬間的人。' },
          { title: '撰稿人', body: '能用溫暖的文字講述店家與人物故事的人。' },
          { title: '插畫家', body: '能用地圖與吉祥物把街區畫得生動有趣的人。' },
        ],
      },
      {
        title: '如何開始',
        kind: 'steps',
        items: [
          { title: '註冊帳號', body: '使用電子郵件或 Google、Apple 帳號即可免費註冊。' },
          { title: '完善個人檔案', body: '寫下你的創作內容，附上社群帳號或作品集連結。' },
          { title: '發布街區故事', body: '搭配照片與地點發文，你的貼文也會出現在地圖上。' },
        ],
      },
    ],
    closing: {
      title: '一起記錄街區的「此刻」',
      body: '歡迎隨時洽詢創作合作或提出活動採訪的建議。',
      cta: '免費註冊',
    },
  },
  allTarget: {
    eyebrow: '初次使用',
    title: '讓在地生活更有趣，更貼近',
    lead: 'jimoto 是一款匯集街區活動、店家、優惠券與大家貼文的社群應用程式。無論是在地居民還是來訪旅客，都能享受今天的街區。',
    cta: '開啟應用程式',
    secondaryCta: '看看動態',
    sections: [
      {
        title: '適用情境',
        kind: 'cards',
        items: [
          { title: '安排週末計畫', body: '一次查看祭典與演出的日程、會場乃至時間表。' },
          { title: '划算逛店', body: '使用前快速查看在地店家的優惠券。' },
          { title: '漫步街區', body: '透過集章活動，發現從未去過的好地方。' },
          { title: '防患未然', body: '用災害風險地圖事先確認避難所與危險區域。' },
        ],
      },
      {
        title: '使用方式很簡單',
        kind: 'steps',
        items: [
          { title: '開啟應用程式', body: '無須下載，在瀏覽器中即可直接使用。' },
          { title: '瀏覽感興趣的資訊', body: '在動態與地圖上查看附近的新鮮事。' },
          { title: '登入後參與', body: '登入後即可發文、收藏並參加集章活動。' },
        ],
      },
    ],
    closing: {
      title: '來看看今天的街區吧',
      body: '無須註冊，即可立即瀏覽動態與地圖。',
      cta: '開始使用 jimoto',
    },
  },
  materials: {
    eyebrow: '媒體資料',
    title: '把店家與活動送到在地顧客眼前',
    lead: 'jimoto 是尋找在地活動、店家與優惠券資訊的人們聚集的社群應用程式。以下介紹廣告形式與刊登流程。',
    cta: '申請刊登廣告',
    secondaryCta: '透過電子郵件洽詢',
    sections: [
      {
        title: 'jimoto 的使用者',
        kind: 'cards',
        items: [
          { title: '在地居民', body: '尋找週末活動、新開店家與划算資訊的在地居民。' },
          {
            title: '來訪旅客',
            body: '因觀光或返鄉來到街區、正在規劃行程的人。對海外旅客會翻譯顯示。',
          },
          { title: '活動參與者', body: '查看會場時間表與演出者，並透過集章活動走訪各會場的人。' },
        ],
      },
      {
        title: '廣告形式',
        kind: 'cards',
        items: [
          { title: '動態廣告', body: '以圖文形式顯示在動態的貼文之間。' },
          { title: '優惠券刊登', body: '刊登店家優惠券，顧客在應用程式中出示即可使用。' },
          { title: '活動專題', body: '刊登彙整活動日程、會場與演出者的專題頁面。' },
          { title: '推播通知', body: '向允許接收通知的使用者發送訊息（需審核內容）。' },
        ],
      },
      {
        title: '刊登流程',
        kind: 'steps',
        items: [
          { title: '選擇方案並申請', body: '選擇刊登期間與內容，於線上提出申請。' },
          { title: '信用卡付款', body: '申請時即完成付款。' },
          { title: '內容審核', body: '審核廣告內容（通常於3個工作天內）。' },
          { title: '開始刊登', body: '自您指定的開始日起刊登。' },
        ],
      },
    ],
    closing: {
      title: '歡迎隨時洽詢',
      body: '我們會依您的預算與目標推薦合適的方案。費用可於申請頁面查看。',
      cta: '申請刊登廣告',
    },
  },
  creatives: {
    eyebrow: '廣告素材指南',
    title: '打造有效廣告的投稿指南',
    lead: '彙整了在 jimoto 刊登廣告的圖片與文字規格，以及不可刊登的表現。投稿前請務必確認。',
    cta: '申請刊登廣告',
    secondaryCta: '查看媒體資料',
    sections: [
      {
        title: '圖片規格',
        kind: 'specs',
        items: [
          { title: '動態廣告', body: '1080 × 1080 px（正方形），JPEG 或 PNG，5MB 以內' },
          { title: '活動專題', body: '1200 × 630 px（橫式），JPEG 或 PNG，5MB 以內' },
          { title: '圖中文字', body: '文字控制在圖片面積的兩成左右，在小螢幕上也容易閱讀。' },
        ],
      },
      {
        title: '文字規格',
        kind: 'specs',
        items: [
          { title: '標題', body: '30個字以內。於社群媒體分享時也會原樣顯示。' },
          { title: '內文', body: '200個字以內。請先寫明日期、地點、費用等必要資訊。' },
          { title: '連結', body: '請指定以 https 開頭、與廣告內容一致的頁面。' },
        ],
      },
      {
        title: '不可刊登的表現',
        kind: 'cards',
        items: [
          {
            title: '容易誤導的表現',
            body: '「絕對」「日本第一」等無根據的最高級用語，或與實際不符的價格標示。',
          },
          { title: '侵害他人權利', body: '未經許可使用照片、標誌、角色或人物肖像。' },
          { title: '令人不適的表現', body: '暴力、色情內容，或煽動歧視與恐慌的表現。' },
        ],
      },
    ],
    closing: {
      title: '素材準備好了嗎',
      body: '可於申請頁面上傳圖片與文字。如對規格有疑問，請透過電子郵件洽詢。',
      cta: '申請刊登廣告',
    },
  },
} satisfies LandingMessages
