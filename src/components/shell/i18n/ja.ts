// Text of what the app's shell shows before a page has loaded: the spinner, the error id under a
// failed request's message, why a visitor is sent to log in on the Japanese site. The rest of the
// shared pieces' text is in ../../i18n (it loads with the pages that use it).
const ja = {
  loading: '読み込み中…',
  /** After an error message from a failed server (5xx): the id a person can quote to support. */
  errorId: (id: string) => `エラーID: ${id}`,
  whyMainSite:
    'ログインすると、このサイトでもスタンプラリー・お気に入り保存・いいねができます。ログインの画面は日本語サイトにあり、ログインが終わるとこのページにログインした状態で戻ります。',
}

export type ShellMessages = typeof ja
export default ja
