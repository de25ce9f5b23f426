import type { DataExportMessages } from './ja'

const zhHant: DataExportMessages = {
  title: '匯出資料',
  lead: '依期間將本町的資料匯出為 CSV 檔案，可直接以 Excel 開啟（UTF-8，含 BOM）。可用於報告、稽核或移轉至其他系統。',
  period: '期間（日本時間）',
  from: '開始日期',
  to: '結束日期',
  dataset: '要匯出的資料',
  datasets: {
    posts: '貼文',
    places: '店家·場館',
    shelters: '避難所',
    rallies: '集章活動',
    'coupon-uses': '優惠券使用',
    'ad-orders': '廣告訂單與收據',
    'town-orders': '發布的避難資訊',
    warnings: '氣象警報等接收紀錄',
  },
  badPeriod: '開始日期須與結束日期相同或更早。',
  download: '匯出 CSV',
  working: '正在匯出…',
  done: (file: string) => `已儲存 ${file}。`,
  failed: '無法匯出。',
  note: '依各資料的登錄時間（優惠券為使用時間，警報為接收時間）選擇期間。檔案含有個人資料，請謹慎處理。',
}

export default zhHant
