import type { BlockMessages } from './ja'

export default {
  block: {
    action: '封鎖',
    unblock: '解除封鎖',
    title: (name: string) => `要封鎖${name}嗎？`,
    lead: '此人的貼文將不再顯示於動態、地圖、搜尋、相簿等處。對方登入時將無法查看你的貼文，也無法追蹤你。',
    quiet: '對方不會收到被封鎖的通知。',
    undoHint: '可隨時在「設定」的「已封鎖的使用者」中解除。',
    confirm: '封鎖',
    cancel: '取消',
    busy: '正在封鎖…',
    done: (name: string) => `已封鎖${name}。`,
    unblocked: (name: string) => `已解除封鎖${name}。`,
    failed: '無法變更封鎖，請稍後再試。',
    loginRequired: '請登入後再封鎖。',
    hiddenPosts: '你已封鎖此人，因此不顯示其貼文。',
  },
  blockedList: {
    title: '已封鎖的使用者',
    lead: '不會顯示你封鎖的人的貼文。解除封鎖後會重新顯示。',
    empty: '沒有已封鎖的使用者。',
    unblockLabel: (name: string) => `解除封鎖${name}`,
    loadFailed: '無法載入已封鎖的使用者。',
  },
  reportUser: {
    action: '檢舉',
    title: (name: string) => `檢舉${name}`,
    lead: '向管理員回報此帳號。對方不會知道是誰檢舉的。',
    reasonLegend: '原因',
    reasons: {
      spam: '垃圾訊息・廣告',
      harassment: '騷擾・攻擊',
      impersonation: '冒充他人',
      inappropriate: '不當的個人檔案',
      other: '其他',
    },
    details: '詳細內容（選填）',
    chooseReason: '請選擇原因。',
    submit: '檢舉',
    sending: '正在傳送…',
    sent: '已收到檢舉，管理員將進行確認。',
    failed: '無法傳送檢舉，請稍後再試。',
  },
  held: {
    badge: '審核中',
    post: '管理員正在審核此貼文。審核完成前，其他人看不到它。',
    profile: (name: string, bio: string) =>
      `管理員正在審核你的個人檔案修改（名稱「${name}」、簡介「${bio}」）。審核完成前，其他人看到的是之前的內容。`,
  },
} satisfies BlockMessages
