import type { AdReviewMessages } from './ja'

export default {
  title: '广告审核',
  lead: '查看已付款的广告，予以批准，或填写原因后驳回（被驳回的广告将全额退款，并通过电子邮件通知申请人）。',
  empty: '没有待审核的广告。',
  shop: '申请人',
  period: '投放期间',
  link: '链接',
  approve: '批准',
  reject: '驳回',
  reason: '驳回原因',
  reasonHint: '将原样写入发给申请人的电子邮件。',
  rejected: '已驳回（退款处理中）',
  refundPending: '退款尚未完成（未开始或失败）。',
  refund: '退款',
  refundStates: {
    requires_action: '等待填写账户信息',
    pending: '退款处理中',
    succeeded: '已退款',
    failed: '退款失败',
    canceled: '退款已取消',
  },
  refundUntil: (day: string) => `期限 ${day}`,
  retryRefund: '重试退款',
  done: '已处理。',
  failed: '处理失败。',
  loadFailed: '无法加载待审核的广告。',
} satisfies AdReviewMessages
