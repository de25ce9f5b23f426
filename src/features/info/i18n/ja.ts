// Text of the info pages: home, about, settings and the 404 page.
const ja = {
  home: {
    eyebrow: 'まちのコミュニティアプリ',
    title: '地元の「いま」が集まる場所',
    lead: 'お祭り、ライブ、お店のクーポン。まちの出来事をみんなで共有しよう。',
    primary: 'タイムラインを見る',
    secondary: '地図で探す',
    featuresTitle: 'jimotoでできること',
    features: {
      timeline: {
        title: 'タイムライン',
        body: 'まちの投稿・イベント・クーポンを新しい順にチェック。',
      },
      map: { title: 'マップ', body: '気になる場所やイベント会場を地図で確かめられます。' },
      events: {
        title: 'イベント',
        body: '会場ごとのタイムテーブルや出演アーティストをまとめて確認。',
      },
      stampRally: {
        title: 'スタンプラリー',
        body: 'スポットを巡ってスタンプを集め、特典をもらおう。',
      },
    },
    exploreTitle: 'まちをもっと知る',
    explore: {
      gallery: 'ギャラリー',
      artists: 'アーティスト',
      restaurants: 'グルメ',
      hazardMap: 'ハザードマップ',
      search: '検索',
    },
    join: {
      title: 'アカウントをつくって参加しよう',
      body: 'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。',
      login: 'ログイン',
      register: '新規登録（無料）',
      mainSite: '日本語サイトでログイン',
    },
    welcome: (name: string) => `おかえりなさい、${name}さん`,
    welcomeBody: '今日のまちの出来事を、写真と一緒に投稿してみませんか。',
    post: '投稿する',
  },
  about: {
    title: 'jimotoについて',
    lead: 'jimotoは、地域に暮らす人と訪れる人が、まちの「いま」を共有するコミュニティアプリです。',
    whatTitle: 'jimotoでできること',
    what: [
      'タイムラインとギャラリーで、まちの投稿・イベント・クーポンを見る',
      'マップで、お店やイベント会場、避難所の場所を確かめる',
      '会場ごとのタイムテーブルと出演アーティストをチェックする',
      'スタンプラリーに参加して、まちを巡る',
      'お気に入りに保存して、あとで見返す',
    ],
    languagesTitle: '海外からのお客さまへ',
    languages:
      '英語・韓国語・中国語（簡体字・繁体字）のサイトでは、投稿を機械翻訳でお読みいただけます。翻訳がない場合は原文を表示します。',
    operatorTitle: '運営',
    contact: 'お問い合わせ',
  },
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
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは移動または削除された可能性があります。',
    back: 'ホームに戻る',
    timeline: 'タイムラインを見る',
  },
}

export type InfoMessages = typeof ja
export default ja
