// Source catalog of the app shell. Every other language must have exactly these keys
// (`satisfies AppMessages` fails tsc otherwise). Import './i18n/current': each language build
// resolves it to its own file (vite.config.ts), so a build contains only its own catalog.
const ja = {
  appName: 'jimoto',
  /** The event app's default title; the same text the edge writes (worker/pages/copy.ts). */
  meta: {
    title: 'jimoto｜地元のイベント・投稿・クーポン',
    description:
      '地元のお祭りやライブ、お店のクーポン、まちの今をみんなで共有するコミュニティアプリ。イベント情報、地図、スタンプラリーで地域をもっと楽しく。',
    template: '{title}｜jimoto',
  },
  skipToContent: '本文へスキップ',
  nav: {
    label: 'メインメニュー',
    home: 'ホーム',
    timeline: 'タイムライン',
    timelineShort: 'タイムライン',
    map: 'マップ',
    post: '投稿する',
    postShort: '投稿',
    favorites: 'お気に入り',
    favoritesShort: 'お気に入り',
    stampRally: 'スタンプラリー',
    stampRallyShort: 'スタンプ',
    myPage: 'マイページ',
    login: 'ログイン',
    settings: '設定',
    mainSiteLogin: '日本語サイトでログイン',
    mainSiteLoginShort: 'ログイン',
  },
  /** Word for word as docs/product.md gives it. */
  loginRequired: 'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。',
  header: {
    home: 'jimoto ホーム',
    search: '投稿・イベント・お店を検索',
    account: (name: string) => `${name}さんのマイページ`,
    login: 'ログイン',
  },
  footer: {
    label: 'サイト情報',
    about: 'jimotoについて',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    tokushoho: '特定商取引法に基づく表記',
    ads: '広告を出す',
    settings: '設定',
    developer: '開発者のサイト',
    newTab: '（新しいタブで開きます）',
    languages: '言語',
    copyright: (year: number) => `© ${year} jimoto`,
  },
  landing: {
    openApp: 'アプリを開く',
  },
  routeError: {
    title: 'ページを表示できませんでした',
    body: '問題が発生したため、このページを表示できませんでした。もう一度お試しいただくか、ホームに戻ってください。',
    retry: 'もう一度試す',
    home: 'ホームに戻る',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは移動または削除された可能性があります。',
    back: 'ホームに戻る',
    timeline: 'タイムラインを見る',
  },
  guardNotice: {
    text: '開こうとしたページはログインした方だけが使えます。ログインすると、そのページに戻ります。',
    textInternational:
      'ログインが必要なページです。アカウントは日本語サイトにあり、このサイトにはログインがありません。',
    login: 'ログインして開く',
    loginInternational: '日本語サイトでログイン',
    close: '閉じる',
  },
}

export type AppMessages = typeof ja
export default ja
