import type { AdminMessages } from './ja'

export default {
  admin: {
    title: '管理後台',
    lead: '供管理員審核貼文、處理檢舉與發送通知的頁面。',
  },
} satisfies AdminMessages
