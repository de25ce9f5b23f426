// Text of the ad review page (admins and moderators).
const ja = {
  title: '広告の審査',
  lead: 'お支払い済みの広告を確認し、承認するか、理由を添えて不承認にします（不承認は全額返金され、申込者にメールで通知されます）。',
  empty: '審査待ちの広告はありません。',
  shop: '申込者',
  period: '掲載期間',
  plan: 'プラン',
  planName: (weeks: number) => `タイムラインPRカード ${weeks}週間`,
  amount: '金額（税込）',
  yen: (amount: string) => `${amount}円`,
  link: 'リンク先',
  approve: '承認する',
  reject: '不承認にする',
  reason: '不承認の理由',
  reasonHint: '申込者へのメールにそのまま記載されます。',
  rejected: '不承認（返金手続き中）',
  rejectedPlain: '不承認',
  refundPending: '返金が完了していません（未開始、または失敗）。',
  refund: '返金',
  refundStates: {
    requires_action: '口座情報の入力待ち',
    pending: '返金処理中',
    succeeded: '返金済み',
    failed: '返金失敗',
    canceled: '返金取り消し',
  },
  refundUntil: (day: string) => `期限 ${day}`,
  retryRefund: '返金を再試行する',
  done: '処理しました。',
  failed: '処理できませんでした。',
  loadFailed: '審査待ちの広告を読み込めませんでした。',
}

export type AdReviewMessages = typeof ja
export default ja
