// Text of blocking and reporting a person, and of what an NG word holds (確認中).
const ja = {
  block: {
    action: 'ブロック',
    unblock: 'ブロックを解除',
    title: (name: string) => `${name}さんをブロックしますか？`,
    lead: 'この人の投稿は、タイムライン・地図・検索・ギャラリーなどに表示されなくなります。相手はログイン中にあなたの投稿を見られず、あなたをフォローできなくなります。',
    quiet: 'ブロックしたことは相手に通知されません。',
    undoHint: '「設定」の「ブロック中のユーザー」からいつでも解除できます。',
    confirm: 'ブロックする',
    cancel: 'キャンセル',
    busy: 'ブロックしています…',
    done: (name: string) => `${name}さんをブロックしました。`,
    unblocked: (name: string) => `${name}さんのブロックを解除しました。`,
    failed: 'ブロックを変更できませんでした。時間をおいてもう一度お試しください。',
    loginRequired: 'ブロックするにはログインしてください。',
    hiddenPosts: 'ブロック中のため、この人の投稿は表示されません。',
  },
  blockedList: {
    title: 'ブロック中のユーザー',
    lead: 'ブロックした人の投稿は表示されません。解除すると、また表示されるようになります。',
    empty: 'ブロック中のユーザーはいません。',
    unblockLabel: (name: string) => `${name}さんのブロックを解除`,
    loadFailed: 'ブロック中のユーザーを読み込めませんでした。',
  },
  reportUser: {
    action: '通報',
    title: (name: string) => `${name}さんを通報`,
    lead: 'このアカウントについて運営に知らせます。通報したことは相手に通知されません。',
    reasonLegend: '理由',
    reasons: {
      spam: 'スパム・宣伝',
      harassment: '嫌がらせ・攻撃',
      impersonation: 'なりすまし',
      inappropriate: '不適切なプロフィール',
      other: 'その他',
    },
    details: '詳しい内容（任意）',
    chooseReason: '理由を選んでください。',
    submit: '通報する',
    sending: '送信しています…',
    sent: '通報を受け付けました。運営が確認します。',
    failed: '通報を送れませんでした。時間をおいてもう一度お試しください。',
  },
  held: {
    badge: '確認中',
    post: 'この投稿は運営が確認しています。確認が終わるまで、ほかの人には表示されません。',
    profile: (name: string, bio: string) =>
      `プロフィールの変更（名前「${name}」・自己紹介「${bio}」）は運営が確認しています。確認が終わるまで、ほかの人には以前の内容が表示されます。`,
  },
}

export type BlockMessages = typeof ja
export default ja
