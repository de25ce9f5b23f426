import type { FeedHealthMessages } from './ja'

const zhHans: FeedHealthMessages = {
  title: '日本气象厅信息接收状态',
  states: {
    healthy: '正在接收',
    backing_off: '正在重试',
    down: '无法接收',
    unknown: '尚未接收',
  },
  leads: {
    healthy: '每分钟检查一次气象厅的防灾信息 XML。',
    backing_off: '接收失败，正在间隔一段时间后自动重试。',
    down: '已超过 10 分钟未能接收。已通知工作人员的设备和邮箱。警报请同时以气象厅的发布为准。町的避难信息仍可通过下方表单发布。',
    unknown: '尚未接收过。如几分钟后仍无变化，请检查设置。',
  },
  feeds: {
    extra: '气象警报、注意报等',
    eqvol: '地震、海啸、火山',
  },
  lastRead: '最近接收',
  never: '无记录',
  failures: (count: number) => `连续失败 ${count} 次`,
  retryAt: (time: string) => `下次重试 ${time}`,
  lastTelegram: '最近应用的电文',
  lastTelegramAt: (received: string) => `${received} 接收`,
  noTelegram: '暂无',
  loadFailed: '无法加载接收状态。',
}

export default zhHans
