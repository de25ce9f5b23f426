// Text of the shared UI pieces (spinner, post cards and lists, dialogs).
import { plural } from '../../shared/plural'
import { type TextProblem, textProblemMessage } from '../../shared/text-input'

const ja = {
  kinds: { post: '投稿', event: 'イベント', coupon: 'クーポン' },
  time: {
    justNow: 'たった今',
    /** Shown after times on the international sites: every time is the town's (Japan) time. */
    japanTime: '日本時間',
    /**
     * "3分前" (1–59 minutes, 1–23 hours, 1–6 days): what ICU's relative format says, tightened as
     * Japanese and Chinese write it (src/components/post/time.ts; a test compares them).
     */
    ago: {
      minute: (n: number) => `${n}分前`,
      hour: (n: number) => `${n}時間前`,
      day: (n: number) => (n === 1 ? '昨日' : n === 2 ? '一昨日' : `${n}日前`),
    },
  },
  coupon: {
    rallyReward: 'スタンプラリー達成者限定',
    from: (date: string) => `${date}から`,
    until: (date: string) => `${date}まで`,
    expired: '期間終了',
    notYet: '開始前',
    used: '使用済み',
    soldOut: '配布終了',
    remaining: (count: string) => `残り${count}枚`,
  },
  card: {
    loginToReact: 'いいね・お気に入りをするにはログインしてください。',
    likes: plural('ja', { other: (n) => `いいね ${n}件` }),
    favorites: plural('ja', { other: (n) => `お気に入り ${n}件` }),
    photoCount: plural('ja', { other: (n) => `写真${n}枚` }),
    postBy: (name: string) => `${name}さんの投稿`,
  },
  list: {
    loadMore: 'もっと見る',
    end: 'これ以上の投稿はありません',
    errorTitle: '読み込めませんでした',
    errorBody: '通信状況を確かめて、もう一度お試しください。',
    retry: 'もう一度読み込む',
    moreError: '続きを読み込めませんでした。',
    loaded: plural('ja', { other: (n) => `${n}件の投稿を表示しています` }),
  },
  login: {
    title: 'ログインが必要です',
    mainSiteNote:
      'ログインの画面は日本語サイトにあります。ログインが終わると、このページにログインした状態で戻ります。',
    link: '日本語サイトでログイン',
    submit: 'ログイン',
  },
  form: {
    required: '必須',
    counter: (count: string, max: string) => `${count} / ${max}文字`,
    /** The API's own words (src/shared/text-input.ts), so the form and the server agree. */
    textProblem: (problem: TextProblem, label: string) => textProblemMessage(problem, label),
  },
  map: {
    cluster: plural('ja', { other: (n) => `${n}件の場所（拡大して表示）` }),
    stack: (n: number, names: string) => `同じ場所の${n}件：${names}`,
  },
  /** Restaurant genres (src/shared/api/places.ts). */
  genres: {
    washoku: '和食',
    sushi: '寿司',
    seafood: '海鮮',
    ramen: 'ラーメン',
    soba: 'そば',
    yoshoku: '洋食',
    izakaya: '居酒屋',
    cafe: 'カフェ',
    bakery: 'パン',
    sweets: '甘味',
  },
  dialog: { close: '閉じる' },
  notice: { dismiss: 'お知らせを閉じる' },
  copy: {
    button: 'コピー',
    copied: 'コピーしました',
    selected: 'コードを選択しました。長押しか Ctrl+C でコピーしてください。',
  },
  share: {
    heading: 'シェア',
    /** The text X (and the share sheet) posts beside the link. */
    text: (title: string) => `「${title}」- jimoto`,
    line: 'LINEで送る',
    x: 'Xでポスト',
    copy: 'リンクをコピー',
    more: 'その他',
    newTab: '（新しいタブで開きます）',
    copied: 'リンクをコピーしました',
    dialogTitle: 'このページのリンク',
    dialogLead: 'リンクをコピーして、LINEやSNSでシェアできます。',
    urlLabel: 'リンク',
  },
  translation: {
    machine: '機械翻訳',
    showOriginal: '原文を表示',
    showTranslation: '翻訳を表示',
    original: '原文',
    showingOriginal: '原文（日本語）を表示しています',
  },
}

export type ComponentMessages = typeof ja
export default ja
