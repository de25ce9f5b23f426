import type { ResidentHomeMessages } from './ja'

const zhHant: ResidentHomeMessages = {
  title: '今日小鎮',
  greeting: (name: string) => `${name}，歡迎回來`,
  hazard: '災害風險地圖・避難所',
  more: '查看全部',
  events: {
    title: '今天與即將舉行的活動',
    more: '查看全部活動',
    empty: '今天與近期還沒有活動。',
    now: '進行中',
    today: '今天',
  },
  coupons: {
    title: '現在可用的優惠券',
    more: '查看全部優惠券',
    empty: '現在沒有可用的優惠券。',
    noEnd: '無期限',
  },
  posts: {
    title: '最新貼文',
    more: '查看全部貼文',
    empty: '還沒有貼文。',
  },
  loadFailed: '無法載入今日小鎮的資訊。',
  retry: '重新載入',
}

export default zhHant
