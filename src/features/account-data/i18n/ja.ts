// The account data feature's words: the public page on deleting an account (the edge writes it
// too, worker/pages/account-deletion-screen.ts), the deletion screen, and the data download in
// Settings. docs/product.md "Deleting an account" and "Downloading one's data" say the rules.

const ja = {
  info: {
    title: 'アカウントの削除について',
    lead: 'jimoto のアカウントは、アプリとウェブのどちらからでも、いつでも削除できます。削除したアカウントは元に戻せません。',
    inAppTitle: 'アプリ・ウェブでの削除の手順',
    steps: [
      'jimoto（アプリ、または日本語のサイト）にログインします。',
      'メニューの「設定」を開き、「アカウントを削除」を選びます。',
      '削除されるもの・残るものを確認し、パスワードを入力します（パスワードのないアカウントは、連携しているLINE・Google・Appleでもう一度ログインします）。',
      '「アカウントを削除する」を押すと、すべての端末からログアウトします。削除が終わるとメールでお知らせします。',
    ],
    deletedTitle: '削除されるもの',
    deleted: [
      'アカウント（名前、メールアドレス、パスワード、プロフィール、プロフィール画像）',
      '投稿・イベント・クーポンと、その写真（縮小版を含む）',
      'いいね、お気に入り、フォロー・フォロワー、スタンプラリーのスタンプと達成記録',
      'マイクーポン、通知を登録した端末と通知の設定、ログイン中の端末',
      '連携しているLINE・Google・Appleのログイン情報（Appleの連携は取り消します）',
      '主催者としての所属、主催者の申請、運営からのお知らせ、データのダウンロード',
    ],
    keptTitle: '残るもの（個人がわからない形で）',
    kept: [
      '広告の請求・支払いの記録：法人税法・消費税法により7年間保存します。請求書のあて名と金額・日付以外（メールアドレス、広告の文面など）は消し、アカウントとの結びつきも消します。',
      'お店が受け付けたクーポンの利用記録、ほかの人が使ったり受け取ったりしたあなたのクーポン：お店・利用者の記録として残し、あなたの名前は「退会したユーザー」になります。公開はされません。',
      '運営の対応記録（通報への対応など）：何をしたかの記録だけを残し、あなたのアカウントとの結びつきは消します。',
    ],
    timingTitle: '削除にかかる時間',
    timing:
      '削除を受け付けると、その場でログインできなくなり、投稿も見えなくなります。写真やログイン情報の削除は数分で終わります（外部サービスの都合で遅れる場合は自動でやり直します）。',
    exportTitle: '削除の前にデータを保存する',
    exportBody:
      '「設定」の「データをダウンロード」から、あなたのデータ（投稿と写真、いいね、お気に入りなど）をZIPファイルで保存できます。',
    contactTitle: 'お問い合わせ',
    contact:
      'ログインできないなど、この手順で削除できない場合は、プライバシーポリシーに記載の窓口までご連絡ください。',
    privacyLink: 'プライバシーポリシー',
  },
  settings: {
    title: 'あなたのデータ',
    exportTitle: 'データをダウンロード',
    exportLead:
      'あなたの投稿と写真、いいね、お気に入り、フォロー、スタンプ、クーポンの利用、広告の申し込みなど、jimoto が保存しているデータをZIPファイルにまとめます。',
    exportButton: 'データを準備する',
    exportPreparing: '準備しています。数分かかることがあります。',
    exportReady: (until: string) => `準備ができました（${until}までダウンロードできます）`,
    exportDownload: 'ZIPをダウンロード',
    exportFailed: 'データを準備できませんでした。もう一度お試しください。',
    exportCheck: '状況を更新',
    deleteTitle: 'アカウントを削除',
    deleteHint: 'アカウントと投稿などのデータを削除します',
    aboutDeletion: 'アカウントの削除について',
  },
  deletion: {
    title: 'アカウントを削除',
    lead: 'アカウントを削除すると、元に戻せません。必要なデータは先に「データをダウンロード」から保存してください。',
    confirmTitle: 'ご本人の確認',
    passwordLabel: 'パスワード',
    reauthLead:
      'パスワードのないアカウントです。連携しているアカウントでもう一度ログインしてください。',
    reauthAppleLead:
      'Appleと連携しているアカウントです。Appleでもう一度ログインして確認してください。削除と同時に、Apple IDの「Appleでサインイン」からこのアプリを外します。',
    reauth: (provider: string) => `${provider}でログインして確認`,
    reauthDone: (provider: string) => `${provider}で確認しました`,
    submit: 'アカウントを削除する',
    submitting: '削除しています…',
    failed: 'アカウントを削除できませんでした。もう一度お試しください。',
    doneTitle: '削除を受け付けました',
    doneMail: 'すべての端末からログアウトしました。削除が終わるとメールでお知らせします。',
    doneNoMail: 'すべての端末からログアウトしました。削除は数分で終わります。',
    loadFailed: 'アカウントの情報を読み込めませんでした。',
  },
}

export type AccountDataMessages = typeof ja
export default ja
