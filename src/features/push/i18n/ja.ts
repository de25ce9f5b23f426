// Catalog of the push feature. Strings marked "exact" are quoted in docs/product.md
// (docs/product.md, messages) and must stay exactly as they are (in Japanese, the source).
const ja = {
  errors: {
    // exact
    noToken: 'FCMトークンが取得できませんでした。',
    // exact
    noDeviceId: '端末IDが取得できませんでした。再度お試しください。',
    // exact (followed by the server's error or message)
    registerPrefix: '端末登録エラー: ',
    // exact (after the prefix, on HTTP 500)
    server500: 'サーバー側でエラーが発生しました。時間をおいて再度お試しください。',
    network: 'サーバーに接続できませんでした。通信環境を確認してください。',
    unsupported: 'このブラウザはプッシュ通知に対応していません。',
    inAppBrowser:
      'アプリの中のブラウザ（LINE・Instagram など）ではプッシュ通知を使えません。Safari や Chrome でこのサイトを開くと設定できます。',
    notConfigured: 'このサイトではプッシュ通知を利用できません。',
    topicFailed: '通知設定を変更できませんでした。時間をおいて再度お試しください。',
    topicsLoadFailed: '通知設定を読み込めませんでした。',
  },
  /** Display names of the topics (the server's catalog names them in Japanese). */
  topics: {
    all: '全体通知',
    events: 'イベント',
    coupons: 'クーポン',
    advisories: '注意報・気象情報',
  } as Record<string, string>,
  toast: {
    close: '閉じる',
    open: '開く',
  },
  settings: {
    title: 'プッシュ通知',
    lead: '新しいクーポンや地域のお知らせを、プッシュ通知で受け取れます。',
    loginFirst: 'プッシュ通知を受け取るにはログインしてください。',
    enable: '通知を有効にする',
    enabling: '設定中…',
    denied: '通知が許可されていません。ブラウザや端末の設定で通知を許可してください。',
    topicsTitle: '受け取る通知',
    subscribed: '受信中',
    loading: '読み込み中…',
  },
}

export type PushMessages = typeof ja
export default ja
