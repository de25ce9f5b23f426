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
    signIn: {
      title: 'ログイン方法',
      lead: 'LINE・Google・Apple のアカウントを連携すると、そのサービスでもこのアカウントにログインできます。',
      email: 'メールアドレス',
      noEmail: '登録なし',
      linked: '連携済み',
      notLinked: '未連携',
      link: '連携する',
      unlink: '解除',
      linkLabel: '{provider}を連携する',
      unlinkLabel: '{provider}の連携を解除',
      working: '処理中…',
      linkedDone: '{provider}を連携しました。次回から{provider}でもログインできます。',
      unlinkedDone: '{provider}の連携を解除しました。',
      loadFailed: 'ログイン方法を読み込めませんでした。ページを再読み込みしてください。',
      failed: '連携を変更できませんでした。時間をおいてもう一度お試しください。',
    },
    security: {
      title: 'パスワードとログイン',
      currentPassword: '現在のパスワード',
      working: '処理中…',
      password: {
        open: 'パスワードを変更',
        next: '新しいパスワード',
        hint: '8文字以上。変更すると、ほかの端末ではログアウトします。',
        submit: 'パスワードを変更',
        done: 'パスワードを変更しました。ほかの端末ではログアウトしました。',
        failed: 'パスワードを変更できませんでした。時間をおいてもう一度お試しください。',
      },
      email: {
        open: 'メールアドレスを変更',
        next: '新しいメールアドレス',
        submit: '確認メールを送る',
        sent: (email: string) =>
          `${email} に確認メールを送りました。メールのリンクを開くと変更が完了します（24時間有効）。`,
        failed: '確認メールを送れませんでした。時間をおいてもう一度お試しください。',
      },
      everywhere: {
        lead: 'スマートフォンやほかのパソコンでログインしたままになっている場合は、この端末を含むすべての端末からログアウトできます。',
        button: 'すべての端末からログアウト',
        confirm: 'すべての端末からログアウトする',
        cancel: 'キャンセル',
        failed: 'ログアウトできませんでした。時間をおいてもう一度お試しください。',
      },
    },
    confirmEmail: {
      title: 'メールアドレスの変更',
      checking: 'メールアドレスを変更しています…',
      done: (email: string) =>
        `メールアドレスを ${email} に変更しました。次回から新しいメールアドレスでログインしてください。`,
      failed: 'メールアドレスを変更できませんでした。',
    },
    links: {
      about: 'jimotoについて',
      terms: '利用規約',
      privacy: 'プライバシーポリシー',
      outsideServices: '外部送信について',
      tokushoho: '特定商取引法に基づく表記',
    },
  },
}

export type SettingsMessages = typeof ja
export default ja
