import { plural } from '../../shared/plural'
import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  kinds: { post: '动态', event: '活动', coupon: '优惠券' },
  time: {
    justNow: '刚刚',
    japanTime: '日本时间',
    ago: {
      minute: (n: number) => `${n}分钟前`,
      hour: (n: number) => `${n}小时前`,
      day: (n: number) => (n === 1 ? '昨天' : n === 2 ? '前天' : `${n}天前`),
    },
  },
  coupon: {
    rallyReward: '集章活动完成者专享',
    from: (date: string) => `${date}起`,
    until: (date: string) => `截至${date}`,
    expired: '已过期',
    notYet: '尚未开始',
    used: '已使用',
    soldOut: '已发完',
    remaining: (count: string) => `剩余${count}张`,
  },
  card: {
    loginToReact: '登录后即可点赞和收藏。',
    likes: plural('zh-Hans', { other: (n) => `${n}个赞` }),
    favorites: plural('zh-Hans', { other: (n) => `${n}人收藏` }),
    photoCount: plural('zh-Hans', { other: (n) => `${n}张照片` }),
    postBy: (name: string) => `${name}的动态`,
  },
  list: {
    loadMore: '查看更多',
    end: '已经到底了',
    errorTitle: '加载失败',
    errorBody: '请检查网络连接后重试。',
    retry: '重新加载',
    moreError: '无法加载更多内容。',
    loaded: plural('zh-Hans', { other: (n) => `已显示${n}条动态` }),
  },
  login: {
    title: '需要登录',
    mainSiteNote: '登录页面在日语网站（日语）。登录后将以登录状态返回本页面。',
    link: '前往日语网站登录',
    submit: '登录',
  },
  form: {
    required: '必填',
    counter: (count: string, max: string) => `${count} / ${max}字`,
    textProblem: (problem: TextProblem, label: string) =>
      ({
        invalid: `${label}中含有损坏的字符（无效的 Unicode），请重新输入。`,
        control: `${label}中不能使用控制字符。`,
        bidi: `${label}中不能使用改变文字方向的字符。`,
        invisible: `${label}中不能使用不可见字符（如零宽空格）。`,
      })[problem],
  },
  map: {
    cluster: plural('zh-Hans', { other: (n) => `${n}个地点（放大查看）` }),
    stack: (n: number, names: string) => `同一地点的${n}项：${names}`,
  },
  /** Restaurant genres (src/shared/api/places.ts). */
  genres: {
    washoku: '日本料理',
    sushi: '寿司',
    seafood: '海鲜',
    ramen: '拉面',
    soba: '荞麦面',
    yoshoku: '日式西餐',
    izakaya: '居酒屋',
    cafe: '咖啡馆',
    bakery: '面包店',
    sweets: '甜品',
  },
  dialog: { close: '关闭' },
  notice: { dismiss: '关闭提示' },
  copy: {
    button: '复制',
    copied: '已复制',
    selected: '已选中代码，请长按或按 Ctrl+C 复制。',
  },
  share: {
    heading: '分享',
    text: (title: string) => `“${title}” - jimoto`,
    line: '分享到LINE',
    x: '发布到X',
    copy: '复制链接',
    more: '更多',
    newTab: '（在新标签页中打开）',
    copied: '已复制链接',
    dialogTitle: '本页链接',
    dialogLead: '复制链接后，即可在LINE或社交媒体上分享。',
    urlLabel: '链接',
  },
  translation: {
    machine: '机器翻译',
    showOriginal: '显示原文',
    showTranslation: '显示译文',
    original: '原文',
    showingOriginal: '正在显示日语原文',
  },
} satisfies ComponentMessages
