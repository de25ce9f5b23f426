// Text of the map page.
import { plural } from '../../../shared/plural'

const ja = {
  map: {
    listLoading: '読み込み中…',
    sheetLoading: '一覧（読み込み中）',
    sheetTitle: plural('ja', { other: (n) => `一覧（${n}件）` }),
    sheetOpen: '一覧を広げる',
    sheetClose: '一覧をたたむ',
    sameSpot: plural('ja', { other: (n) => `同じ場所にほかに${n}件あります` }),
    title: 'マップ',
    regionLabel: '地図（投稿・イベント・クーポン・会場・グルメ）',
    skipToList: '地図を飛ばして一覧へ',
    kindFilter: '地図に表示する種類',
    periodFilter: 'イベントの期間',
    locate: '現在地',
    tooWide: '表示範囲が広すぎます。地図を拡大してください。',
    truncated: 'この範囲には表示しきれないほどの場所があります。拡大するとすべて表示されます。',
    loadError: '地図の情報を読み込めませんでした。',
    retry: '再読み込み',
    openPage: '詳しく見る',
    closeCard: 'カードを閉じる',
    clusterRow: plural('ja', { other: (n) => `この辺りに${n}件（地図を拡大して表示）` }),
    showMore: plural('ja', { other: (n) => `さらに表示（残り${n}件）` }),
    listTitle: plural('ja', { other: (n) => `この範囲の一覧（${n}件・地図の中心から近い順）` }),
    empty: 'この範囲に表示できるものはありません。地図を動かすか、種類を選び直してください。',
    metres: (value: number) => `${value}m`,
    kilometres: (value: string) => `${value}km`,
  },
  kinds: {
    post: '投稿',
    event: 'イベント',
    coupon: 'クーポン',
    venue: '会場',
    restaurant: 'グルメ',
  },
  periods: {
    upcoming: '開催予定',
    today: '今日',
    weekend: '今週末',
    week: '今週',
    all: 'すべて',
  },
  position: {
    locating: '現在地を確認しています…',
    found: '現在地を中心に表示しました。',
    denied:
      '位置情報の利用が許可されていません。ブラウザの設定で許可すると、現在地を表示できます。',
    unavailable: '現在地を取得できませんでした。電波のよい場所でもう一度お試しください。',
    timeout: '現在地の取得に時間がかかっています。もう一度お試しください。',
    unsupported: 'お使いのブラウザは位置情報に対応していません。',
  },
}

export type MapMessages = typeof ja
export default ja
