// Text of the notices page: what staff did to the user's content or account, and the appeal.
const ja = {
  title: '運営からのお知らせ',
  lead: 'あなたの投稿やアカウントに運営が行った対応と、その理由です。判断に異議があれば、お知らせごとに1回だけ申し立てができます。',
  empty: '運営からのお知らせはありません。',
  loadFailed: 'お知らせを表示できませんでした。',
  suspended: (until: string | null) =>
    until
      ? `このアカウントは${until}まで利用停止中です。投稿、いいね、通報、チェックインはできません。`
      : 'このアカウントは解除されるまで利用停止中です。投稿、いいね、通報、チェックインはできません。',
  reason: '理由',
  headings: {
    hide: (what: string) => `あなたの${what}が非公開になりました`,
    warn: (what: string) => `あなたの${what}について運営から注意があります`,
    suspend: () => 'アカウントが利用停止になりました',
  },
  kinds: { post: '投稿', event: 'イベント', coupon: 'クーポン', user: 'アカウント', ad: '広告' },
  until: (until: string) => `${until}まで`,
  appealLabel: '異議の内容',
  appealHint: '運営が内容を再確認します。申し立ては1回だけです。',
  appealSubmit: '異議を申し立てる',
  appealSending: '送信中…',
  appealRequired: '異議の内容を入力してください。',
  appealFailed: '異議を送信できませんでした。',
  appealDone: '異議を受け付けました。運営が再確認します。',
  appealed: (at: string) => `${at}に異議を申し立てました`,
}

export type NoticesMessages = typeof ja
export default ja
