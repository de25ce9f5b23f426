import type { FeedHealthMessages } from './ja'

const zhHant: FeedHealthMessages = {
  title: '日本氣象廳資訊接收狀態',
  states: {
    healthy: '接收中',
    backing_off: '重試中',
    down: '無法接收',
    unknown: '尚未接收',
  },
  leads: {
    healthy: '每分鐘檢查一次氣象廳的防災資訊 XML。',
    backing_off: '接收失敗，正在間隔一段時間後自動重試。',
    down: '已超過 10 分鐘未能接收。已通知職員的裝置與電子郵件。警報請同時以氣象廳的發布為準。町的避難資訊仍可透過下方表單發布。',
    unknown: '尚未接收過。若幾分鐘後仍無變化，請檢查設定。',
  },
  feeds: {
    extra: '氣象警報、注意報等',
    eqvol: '地震、海嘯、火山',
  },
  lastRead: '最近接收',
  never: '無紀錄',
  failures: (count: number) => `連續失敗 ${count} 次`,
  retryAt: (time: string) => `下次重試 ${time}`,
  lastTelegram: '最近套用的電文',
  lastTelegramAt: (received: string) => `${received} 接收`,
  noTelegram: '尚無',
  loadFailed: '無法載入接收狀態。',
}

export default zhHant
