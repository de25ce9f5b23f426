// Text of the settings page.
const ja = {
  settings: {
    title: '設定',
    languageTitle: '表示言語',
    languageLead: '言語ごとに専用のサイトがあります。選ぶとそのサイトに移動します。',
    current: '表示中',
    notificationsTitle: '通知',
    push: 'プッシュ通知',
    pushBody: '新しいクーポンや地域のお知らせを、プッシュ通知で受け取れるようになります。',
    pushPending: '準備中',
    accountTitle: 'アカウント',
    signedInAs: 'ログイン中のアカウント',
    moderationNotices: '運営からのお知らせ',
    staffDesk: '管理画面（通報の確認）',
    logout: 'ログアウト',
    loggingOut: 'ログアウトしています…',
    loggedOut: 'ログインしていません。',
    login: 'ログイン',
    register: '新規登録',
    mainSiteBody:
      'このサイトではログインできません。投稿・お気に入り・スタンプラリーは日本語サイトでログインしてご利用ください。',
    mainSite: '日本語サイトでログイン',
    infoTitle: 'このアプリについて',
    links: {
      about: 'jimotoについて',
      terms: '利用規約',
      privacy: 'プライバシーポリシー',
      tokushoho: '特定商取引法に基づく表記',
    },
  },
}

export type SettingsMessages = typeof ja
export default ja
