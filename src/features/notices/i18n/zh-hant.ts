import type { NoticesMessages } from './ja'

export default {
  title: '營運通知',
  lead: '營運對你的貼文或帳號所做的處理及其理由。如對判斷有異議，每則通知可申訴一次。',
  empty: '沒有營運通知。',
  loadFailed: '無法顯示通知。',
  suspended: (until: string | null) =>
    until
      ? `此帳號已停權至${until}。無法發文、按讚、檢舉或打卡。`
      : '此帳號已停權，直到解除為止。無法發文、按讚、檢舉或打卡。',
  reason: '理由',
  headings: {
    hide: (what: string) => `你的${what}已被隱藏`,
    warn: (what: string) => `營運針對你的${what}發出警告`,
    suspend: () => '你的帳號已被停權',
  },
  kinds: { post: '貼文', event: '活動', coupon: '優惠券', user: '帳號', ad: '廣告' },
  until: (until: string) => `至${until}`,
  appealLabel: '申訴內容',
  appealHint: '營運將重新確認。申訴僅限一次。',
  appealSubmit: '提出申訴',
  appealSending: '傳送中…',
  appealRequired: '請填寫申訴內容。',
  appealFailed: '無法提出申訴。',
  appealDone: '已收到申訴，營運將重新確認。',
  appealed: (at: string) => `已於${at}提出申訴`,
} satisfies NoticesMessages
