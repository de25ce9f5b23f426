import type { ResidentHomeMessages } from './ja'

const zhHans: ResidentHomeMessages = {
  title: '今日小镇',
  greeting: (name: string) => `${name}，欢迎回来`,
  hazard: '灾害风险地图・避难所',
  more: '查看全部',
  events: {
    title: '今天和即将举行的活动',
    more: '查看全部活动',
    empty: '今天和近期还没有活动。',
    now: '进行中',
    today: '今天',
  },
  coupons: {
    title: '现在可用的优惠券',
    more: '查看全部优惠券',
    empty: '现在没有可用的优惠券。',
    noEnd: '无期限',
  },
  posts: {
    title: '最新帖子',
    more: '查看全部帖子',
    empty: '还没有帖子。',
  },
  loadFailed: '无法载入今日小镇的信息。',
  retry: '重新载入',
}

export default zhHans
