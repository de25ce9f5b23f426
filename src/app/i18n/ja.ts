import type { TitledRoute } from '../../shared/routes'

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
  /**
   * Each route's own title (the page's subject; `meta.template` adds the site name). The edge
   * writes the same into the page's HTML (worker/pages/route-titles.ts).
   */
  routeTitles: {
    about: 'jimotoについて',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    tokushoho: '特定商取引法に基づく表記',
    'ad-landing': '広告を出す',
    timeline: 'タイムライン',
    gallery: 'ギャラリー',
    search: '検索',
    map: 'マップ',
    'posts/:id': '投稿',
    'profile/:id': 'プロフィール',
    settings: '設定',
    'ads/success': 'お申し込みありがとうございます',
    'ads/cancel': 'お支払いを中断しました',
    hazardmap: 'ハザードマップ',
    alerts: '警報・避難情報',
    venues: '会場・タイムテーブル',
    'venues/:id': '会場の情報',
    artists: 'アーティスト',
    'artists/:id': 'アーティストの紹介',
    stamprally: 'スタンプラリー',
    'stamprally/:id': 'スタンプラリーの詳細',
    'stamprally/:id/checkin': 'チェックイン',
    'stamprally/:id/scan': 'QRコードを読み取る',
    restaurants: 'グルメ',
    'restaurants/:id': 'お店の情報',
    'event-auth': 'イベント主催者の認証',
    feed: 'フォロー中',
    upload: '投稿する',
    profile: 'マイページ',
    favorites: 'お気に入り',
    coupons: 'マイクーポン',
    'coupons/uses/:id': 'クーポン利用画面',
    admin: '管理画面',
    'event-upload': 'イベントを登録',
    'stamprally/new': 'スタンプラリーを作成',
    'stamprally/:id/manage': 'スタンプラリーの管理',
    'stamprally/:id/manage/qr/:spotId': 'チェックイン用QRコード',
    'stamprally/:id/manage/print': '掲示用QRコードの印刷',
    notices: '運営からのお知らせ',
    ads: '広告の管理',
    'ads/order': '広告を申し込む',
    'ads/orders/:id/receipt': '領収書（適格請求書）',
    'admin/ads': '広告の審査',
    login: 'ログイン',
    'forgot-password': 'パスワードの再設定',
    'reset-password/:token': '新しいパスワードの設定',
    register: '新規登録',
    'verify-email': 'メールアドレスの確認',
    'test-email-verification': 'テスト用メール受信箱',
    'auth/callback': 'ログイン処理中',
  } satisfies Record<TitledRoute, string>,
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
