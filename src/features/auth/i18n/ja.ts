// Catalog of the accounts feature. The accounts screens exist on the Japanese main site only, but
// every language keeps the full set so a shared component never shows a missing string.
// Strings marked "exact" are quoted in docs/product.md (messages) and must
// stay exactly as they are.
const ja = {
  common: {
    email: 'メールアドレス',
    password: 'パスワード',
    submitBusy: '送信中…',
    backToLogin: 'ログイン画面へ',
    required: '必須',
    optional: '任意',
  },
  login: {
    reason:
      'ログインすると、スタンプラリーのスタンプ集め、お気に入りの保存、いいね、投稿ができます。',
    backAfter: 'ログインが終わると、開いていたページに戻ります。',
    title: 'ログイン',
    lead: 'jimoto のアカウントでログインします。',
    submit: 'ログイン',
    submitBusy: 'ログイン中…',
    orSocial: 'または',
    google: 'Googleでログイン',
    apple: 'Appleでログイン',
    line: 'LINEでログイン',
    socialBusy: 'ログイン中…',
    toRegister: 'アカウントをお持ちでない方は新規登録',
    toForgot: 'パスワードをお忘れの方',
    // exact
    emailNotVerified: 'Please verify your email address before logging in',
    // exact
    failed: 'Login failed',
    verificationRequired:
      'メールアドレスの確認が必要です。確認メールが見つからない場合は再送できます。',
    resend: '確認メールを再送',
    resendBusy: '再送中…',
    // exact
    resendFailed: 'Failed to resend verification email',
    resent: '確認メールを再送しました。メールをご確認ください。',
    redirecting: 'ポップアップがブロックされたため、ログインページに移動します…',
  },
  social: {
    // exact
    googleFailed: 'Google ログインに失敗しました',
    // exact
    googleCancelled: 'Googleログインがキャンセルされました',
    // exact
    googleNoToken:
      'IDトークンの取得に失敗しました（Googleログインがキャンセルされたか、権限が不足しています）',
    // exact
    appleFailed: 'Apple ログインに失敗しました',
    appleCancelled: 'Appleログインがキャンセルされました',
    // exact
    appleNoToken: 'IDトークンの取得に失敗しました',
    lineFailed: 'LINE ログインに失敗しました',
    lineCancelled: 'LINEログインがキャンセルされました',
    lineNoToken:
      'IDトークンの取得に失敗しました（LINEログインがキャンセルされたか、権限が不足しています）',
  },
  /** Our messages for identity-provider error codes (docs/product.md: the product leaves them open). */
  providerErrors: {
    wrongPassword: 'メールアドレスまたはパスワードが正しくありません。',
    emailInUse: 'このメールアドレスはすでに使われています。別のログイン方法をお試しください。',
    differentCredential:
      'このメールアドレスは別のログイン方法で登録されています。以前と同じ方法でログインしてください。',
    userNotFound: 'アカウントが見つかりません。メールアドレスを確認するか、新規登録してください。',
    userDisabled: 'このアカウントは利用できません。',
    tooManyRequests: '試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    network: 'ネットワークに接続できませんでした。通信環境を確認して再度お試しください。',
    popupBlocked:
      'ポップアップがブロックされました。ブラウザでポップアップを許可するか、もう一度お試しください。',
    unavailable: 'このログイン方法は現在利用できません。',
  },
  register: {
    title: '新規登録',
    lead: '登録後、確認メールのリンクを開くとログインできるようになります。',
    name: 'お名前（ニックネーム可）',
    passwordHint: '8文字以上',
    bio: '自己紹介',
    website: 'ウェブサイト',
    birthDate: '生年月日',
    submit: '登録する',
    // exact
    failed: 'Registration failed',
    doneTitle: '確認メールを送信しました',
    doneHint: 'メールが届かない場合は、迷惑メールフォルダもご確認ください。',
    toLogin: 'ログインはこちら',
  },
  verify: {
    title: 'メールアドレスの確認',
    checking: '確認しています…',
    // exact
    failed: 'Email verification failed',
    noToken: 'リンクに確認用のトークンが含まれていません。メールのリンクをもう一度開いてください。',
    toLogin: 'ログインする',
    resendHint: 'リンクの期限が切れた場合は、ログイン画面から確認メールを再送できます。',
  },
  forgot: {
    title: 'パスワードの再設定',
    lead: '登録したメールアドレスに、パスワード再設定用のリンクをお送りします。',
    submit: '再設定メールを送る',
    failed: 'パスワード再設定メールを送信できませんでした。時間をおいて再度お試しください。',
  },
  reset: {
    title: '新しいパスワードの設定',
    password: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    mismatch: 'パスワードが一致しません。',
    submit: 'パスワードを変更する',
    failed: 'パスワードを再設定できませんでした。',
    toForgot: '再設定メールをもう一度送る',
  },
  handover: {
    title: 'ログインしています',
    working: 'ログインした状態でページに戻ります…',
    failedTitle: 'このサイトでログインできませんでした',
    used: 'このログインの引き継ぎはすでに使われています。',
    expired: 'ログインの引き継ぎの期限（1分）が切れました。',
    invalid: 'ログインの引き継ぎのリンクが正しくありません。',
    again: 'もう一度ログインしてください。',
    login: 'もう一度ログイン',
    home: 'ホームへ',
  },
  callback: {
    title: 'ログイン処理中',
    working: 'ログインしています…',
    nothingPending: 'ログインの途中ではありません。ログイン画面からやり直してください。',
  },
  outbox: {
    title: 'テスト用メール受信箱',
    lead: 'ローカル開発環境で送信されたメールです。リンクをクリックすると確認や再設定を試せます。',
    refresh: '再読み込み',
    more: 'さらに表示',
    empty: 'まだメールはありません。',
    unavailable: 'このページはローカル開発環境（メール送信サービス未設定のとき）でのみ使えます。',
    failed: 'メールを読み込めませんでした。',
    to: '宛先',
    sentAt: '送信日時',
    links: 'リンク',
  },
  inApp: {
    title: (app: string) => `${app}の中のブラウザではGoogle・Appleでログインできません`,
    why: 'Googleは安全のため、アプリの中のブラウザからのログインを認めていません（Appleも同じです）。メールアドレスでのログインはこの画面のまま使えます。',
    openLine: 'ブラウザで開く',
    openLineHint: 'Safari や Chrome でこのページが開きます。',
    openChrome: 'Chromeで開く',
    copy: 'リンクをコピー',
    copied: 'コピーしました。Safari や Chrome のアドレス欄に貼り付けて開いてください。',
    copyByHand: 'このリンクを長押ししてコピーし、Safari や Chrome で開いてください。',
    linkLabel: 'このページのリンク',
  },
}

export type AuthMessages = typeof ja
export default ja
