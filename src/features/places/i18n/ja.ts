// Text of the venue, artist and restaurant pages.
const missing = {
  loadErrorTitle: '読み込めませんでした',
  loadErrorBody: '通信状況を確かめて、もう一度お試しください。',
  toTimeline: 'タイムラインへ戻る',
  retry: 'もう一度読み込む',
}

const ja = {
  venues: {
    title: '会場・タイムテーブル',
    lead: '町のホールやライブハウス、野外ステージ。会場ごとの出演スケジュールとアクセスを確かめられます。',
    empty: '登録されている会場はまだありません。',
  },
  artists: {
    title: 'アーティスト',
    lead: '町のステージに出演するアーティストと、次の出演予定です。',
    empty: '登録されているアーティストはまだありません。',
  },
  restaurants: {
    title: 'グルメ',
    lead: '地元の飲食店を、ジャンルや営業中かどうかで探せます。',
    genreFilter: 'ジャンルで絞り込む',
    allGenres: 'すべて',
    openNowOnly: '営業中のお店だけ表示',
    empty: 'この条件のお店は見つかりませんでした。',
    emptyOpen: 'いま営業中のお店は見つかりませんでした。条件を外すと、すべてのお店を表示します。',
  },
  list: {
    errorTitle: '読み込めませんでした',
    errorBody: '通信状況を確かめて、もう一度お試しください。',
    retry: 'もう一度読み込む',
    more: 'もっと見る',
  },
  place: {
    ...missing,
    notFoundTitle: '場所が見つかりません',
    notFoundBody: 'URLが正しいか確かめてください。掲載が終わった可能性もあります。',
    info: '基本情報',
    address: '住所',
    access: 'アクセス',
    phone: '電話',
    hours: '営業時間',
    reservation: '予約',
    reserve: '予約ページを開く',
    website: 'ウェブサイト',
    coupons: 'このお店のクーポン',
    events: 'この会場のイベント',
    openMap: '大きな地図で見る',
    mapLabel: (name: string) => `${name}の地図`,
  },
  artist: {
    ...missing,
    notFoundTitle: 'アーティストが見つかりません',
    notFoundBody: 'URLが正しいか確かめてください。',
    website: '公式サイト',
    upcoming: '出演予定',
  },
  timetable: {
    lineup: '出演スケジュール',
    noStage: 'ステージ未定',
    title: 'タイムテーブル',
    now: '出演中',
    empty: '今後の出演予定はありません。',
  },
  hours: {
    /** Between two prices of a price range as the shop wrote it (¥900〜¥1,300). */
    priceDash: '〜',
    caption: '曜日ごとの営業時間',
    openNow: '営業中',
    closedNow: '営業時間外',
    closedDay: '定休日',
    /** One row's days (src/shared/opening-hours.ts formatWeekdays): 月・火・木〜日. */
    days: { names: ['日', '月', '火', '水', '木', '金', '土'], list: '・', range: '〜' },
  },
  favorite: {
    save: 'お気に入りに追加',
    saved: 'お気に入り済み',
    loginWhy: 'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。',
    failed: 'お気に入りを更新できませんでした。',
  },
  saved: {
    title: 'お気に入りの場所・アーティスト',
    empty: '会場やお店、アーティストのページで「お気に入りに追加」を押すと、ここに表示されます。',
  },
}

export type PlacesMessages = typeof ja
export default ja
