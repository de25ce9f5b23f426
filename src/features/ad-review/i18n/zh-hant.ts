import type { AdReviewMessages } from './ja'

export default {
  title: '廣告審核',
  lead: '檢視已付款的廣告，予以核准，或填寫原因後駁回（被駁回的廣告將全額退款，並以電子郵件通知申請人）。',
  empty: '沒有待審核的廣告。',
  shop: '申請人',
  period: '刊登期間',
  link: '連結',
  approve: '核准',
  reject: '駁回',
  reason: '駁回原因',
  reasonHint: '將原樣寫入寄給申請人的電子郵件。',
  rejected: '已駁回（退款處理中）',
  refundPending: '退款尚未完成（未開始或失敗）。',
  refund: '退款',
  refundStates: {
    requires_action: '等待填寫帳戶資料',
    pending: '退款處理中',
    succeeded: '已退款',
    failed: '退款失敗',
    canceled: '退款已取消',
  },
  refundUntil: (day: string) => `期限 ${day}`,
  retryRefund: '重試退款',
  done: '已處理。',
  failed: '處理失敗。',
  loadFailed: '無法載入待審核的廣告。',
} satisfies AdReviewMessages
