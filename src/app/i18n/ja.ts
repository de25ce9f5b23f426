// Source catalog of the app shell. Every other language must have exactly these keys
// (`satisfies AppMessages` fails tsc otherwise). Import './i18n/current': each language build
// resolves it to its own file (vite.config.ts), so a build contains only its own catalog.
const ja = {
  appName: 'jimoto',
  home: {
    title: '地元の「いま」が集まる場所',
    lead: 'お祭り、ライブ、お店のクーポン。まちの出来事をみんなで共有しよう。',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは移動または削除された可能性があります。',
    back: 'ホームに戻る',
  },
}

export type AppMessages = typeof ja
export default ja
