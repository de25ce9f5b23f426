import type { AdReviewMessages } from './ja'

export default {
  title: 'Ad review',
  lead: 'Check paid ads and approve them, or reject them with a reason (a rejected ad is refunded in full and the shop is told by email).',
  empty: 'No ads are waiting for review.',
  shop: 'Ordered by',
  period: 'Dates',
  link: 'Link',
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason for rejection',
  reasonHint: 'It is quoted as written in the email to the shop.',
  rejected: 'Rejected (refund in progress)',
  refundPending: 'The refund is not complete (not started, or failed).',
  refund: 'Refund',
  refundStates: {
    requires_action: 'Waiting for bank details',
    pending: 'Processing',
    succeeded: 'Refunded',
    failed: 'Failed',
    canceled: 'Canceled',
  },
  refundUntil: (day: string) => `until ${day}`,
  retryRefund: 'Retry the refund',
  done: 'Done.',
  failed: 'That did not work.',
  loadFailed: 'Could not load the ads waiting for review.',
} satisfies AdReviewMessages
