// Text of the home page (the first screen's home intro, worker/edge/first-screen.ts, reads it too).
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
}

export type HomeMessages = typeof ja
export default ja
