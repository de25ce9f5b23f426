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
    title: '把店家和活動帶給在地顧客',
    lead: 'jimoto 是尋找在地活動、店家與優惠券資訊的人們聚集的社群應用程式。這裡介紹販售中的廣告方案、價格與刊登流程。',
    cta: '申請廣告',
    secondaryCta: '以電子郵件洽詢',
    sections: [
      {
        title: '誰在使用 jimoto',
        kind: 'cards',
        items: [
          { title: '在地居民', body: '尋找週末活動、新店與優惠資訊的在地人。' },
          {
            title: '來訪的人',
            body: '來觀光或返鄉、正在安排當天行程的人。對海外旅客會翻譯後顯示。',
          },
          { title: '參加活動的人', body: '查看場館時間表與演出者、透過集章活動走訪各場館的人。' },
        ],
      },
      {
        title: '廣告方案',
        kind: 'cards',
        items: [
          {
            title: '動態時報推廣卡片',
            body: '動態時報每8則貼文設1個廣告位，以明確標示「廣告」的卡片顯示。刊登期間可選1週、2週或4週。',
          },
          { title: '顯示規則', body: '刊登中的廣告輪流顯示，同一則廣告不會連續出現。' },
          {
            title: '成效查看',
            body: '在「廣告管理」可查看每天的曝光次數與點擊次數。我們不記錄追蹤個人的資料。',
          },
        ],
      },
      {
        title: '刊登流程',
        kind: 'steps',
        items: [
          { title: '選擇方案並申請', body: '登入後填寫刊登期間、開始日期與廣告內容。' },
          { title: '線上付款', body: '信用卡或超商付款。PayPay 視金流業者的設定可能可用。' },
          { title: '內容審核', body: '確認付款後進行審核。無法刊登時會告知原因並全額退款。' },
          {
            title: '開始刊登',
            body: '審核通過後從指定的開始日期刊登。收據（適格請求書）可在「廣告管理」開立。',
          },
        ],
      },
    ],
    closing: {
      title: '歡迎隨時洽詢',
      body: '價格如上表。如有疑問，請以電子郵件與我們聯絡。',
      cta: '申請廣告',
    },
  },
  creatives: {
    eyebrow: '投稿規範',
    title: '讓廣告傳達到位的投稿指南',
    lead: '整理了 jimoto 動態時報推廣卡片的文字、連結、圖片規格與不可刊登的表現。申請前請確認。',
    cta: '申請廣告',
    secondaryCta: '查看媒體資料',
    sections: [
      {
        title: '文字與連結',
        kind: 'specs',
        items: [
          { title: '標題', body: '30字以內，以粗體顯示在卡片頂端。' },
          { title: '內文', body: '120字以內。請先寫日期、地點、價格等必要資訊。' },
          { title: '連結', body: '以 https 開頭、與廣告內容一致的頁面，或要推廣的本人公開貼文。' },
        ],
      },
      {
        title: '圖片與顯示',
        kind: 'specs',
        items: [
          { title: '圖片', body: '推廣本人貼文時，會將該貼文的第一張照片裁成正方形顯示。' },
          {
            title: '「廣告」標示',
            body: '所有廣告都會自動加上「廣告」標籤（因應隱性行銷規範），無法移除。',
          },
          { title: '付款方', body: '作為收據抬頭的付款方名稱（80字以內）與電子郵件。' },
        ],
      },
      {
        title: '不可刊登的表現',
        kind: 'cards',
        items: [
          {
            title: '引人誤解的表現',
            body: '「絕對」「日本第一」等無根據的最高級用語，與實際不符的價格。',
          },
          { title: '侵害他人權利', body: '未經許可使用照片、標誌、角色或他人肖像。' },
          { title: '令人不適的表現', body: '暴力、色情內容，煽動歧視或恐懼的內容。' },
        ],
      },
    ],
    closing: {
      title: '準備好投稿後',
      body: '在申請頁面填寫文字與連結，以預覽確認後即可付款。',
      cta: '申請廣告',
    },
  },
  kit: {
    reachTitle: '數字看 jimoto（最近30天，依實際資料統計）',
    users: '註冊使用者',
    posts: '新貼文',
    posters: '發文人數',
    people: (n: string) => `${n}人`,
    items: (n: string) => `${n}則`,
    pricesTitle: '價格（含稅）',
    planName: (weeks: number) => `動態時報推廣卡片 ${weeks}週`,
    price: (total: string, tax: string) => `${total}日圓（含消費稅 ${tax}日圓）`,
  },
} satisfies LandingMessages
