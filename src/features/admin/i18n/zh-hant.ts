import type { AdminMessages } from './ja'

export default {
  admin: {
    sections: '本頁項目',
    moderation: '處理檢舉',
    townOrders: '發布避難資訊',
    shelters: '更新避難所資料',
    organizers: '活動主辦方',
    title: '管理後台',
    lead: '供管理員審核貼文、處理檢舉與發送通知的頁面。',
    adReview: '廣告審核',
  },
  push: {
    compose: '發送通知',
    topic: '通知主題',
    title: '標題',
    body: '內文',
    image: '圖片網址（選填，https）',
    target: '點擊後開啟的頁面（選填）',
    send: '發送',
    sending: '發送中…',
    queued: '通知已加入發送佇列，結果會顯示在下方列表。',
    failed: '無法發送通知。',
    loadFailed: '無法載入管理頁面。',
    history: '發送紀錄',
    none: '尚未發送任何通知。',
    status: '狀態',
    sent: '已發送',
    failedCount: '失敗',
    removed: '已刪除的無效裝置',
    statuses: { queued: '等待發送', sending: '發送中', done: '完成' },
  },
} satisfies AdminMessages
