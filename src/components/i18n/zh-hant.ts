import { plural } from '../../shared/plural'
import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  kinds: { post: '貼文', event: '活動', coupon: '優惠券' },
  time: {
    justNow: '剛剛',
    japanTime: '日本時間',
    ago: {
      minute: (n: number) => `${n}分鐘前`,
      hour: (n: number) => `${n}小時前`,
      day: (n: number) => (n === 1 ? '昨天' : n === 2 ? '前天' : `${n}天前`),
    },
  },
  coupon: {
    rallyReward: '集章活動完成者專享',
    from: (date: string) => `${date}起`,
    until: (date: string) => `至${date}止`,
    expired: '已過期',
    notYet: '尚未開始',
    used: '已使用',
    soldOut: '已發完',
    remaining: (count: string) => `剩餘${count}張`,
  },
  card: {
    loginToReact: '登入後即可按讚和收藏。',
    likes: plural('zh-Hant', { other: (n) => `${n}個讚` }),
    favorites: plural('zh-Hant', { other: (n) => `${n}人收藏` }),
    photoCount: plural('zh-Hant', { other: (n) => `${n}張照片` }),
    postBy: (name: string) => `${name}的貼文`,
  },
  list: {
    loadMore: '顯示更多',
    end: '已經到底了',
    errorTitle: '無法載入',
    errorBody: '請檢查網路連線後再試一次。',
    retry: '重新載入',
    moreError: '無法載入更多內容。',
    loaded: plural('zh-Hant', { other: (n) => `已顯示${n}則貼文` }),
  },
  login: {
    title: '需要登入',
    mainSiteNote: '登入頁面在日文網站（日文）。登入後將以登入狀態返回本頁面。',
    link: '前往日文網站登入',
    submit: '登入',
  },
  form: {
    required: '必填',
    counter: (count: string, max: string) => `${count} / ${max}字`,
    textProblem: (problem: TextProblem, label: string) =>
      ({
        invalid: `${label}中含有損壞的字元（無效的 Unicode），請重新輸入。`,
        control: `${label}中不能使用控制字元。`,
        bidi: `${label}中不能使用改變文字方向的字元。`,
        invisible: `${label}中不能使用不可見字元（如零寬空格）。`,
      })[problem],
  },
  map: {
    cluster: plural('zh-Hant', { other: (n) => `${n}個地點（放大查看）` }),
    stack: (n: number, names: string) => `同一地點的${n}項：${names}`,
  },
  /** Restaurant genres (src/shared/api/places.ts). */
  genres: {
    washoku: '日本料理',
    sushi: '壽司',
    seafood: '海鮮',
    ramen: '拉麵',
    soba: '蕎麥麵',
    yoshoku: '日式西餐',
    izakaya: '居酒屋',
    cafe: '咖啡廳',
    bakery: '麵包店',
    sweets: '甜點',
  },
  dialog: { close: '關閉' },
  notice: { dismiss: '關閉通知' },
  copy: {
    button: '複製',
    copied: '已複製',
    selected: '已選取代碼，請長按或按 Ctrl+C 複製。',
  },
  share: {
    heading: '分享',
    text: (title: string) => `「${title}」- jimoto`,
    line: '分享到LINE',
    x: '發布到X',
    copy: '複製連結',
    more: '更多',
    newTab: '（在新分頁中開啟）',
    copied: '已複製連結',
    dialogTitle: '本頁連結',
    dialogLead: '複製連結後，即可在LINE或社群媒體上分享。',
    urlLabel: '連結',
  },
  translation: {
    machine: '機器翻譯',
    showOriginal: '顯示原文',
    showTranslation: '顯示譯文',
    original: '原文',
    showingOriginal: '正在顯示日語原文',
  },
} satisfies ComponentMessages
