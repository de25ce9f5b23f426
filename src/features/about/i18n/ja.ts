// Text of the about page.
const ja = {
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
}

export type AboutMessages = typeof ja
export default ja
