import type { DataExportMessages } from './ja'

const zhHans: DataExportMessages = {
  title: '导出数据',
  lead: '按期间将本町的数据导出为 CSV 文件，可直接用 Excel 打开（UTF-8，带 BOM）。可用于报告、审计或迁移到其他系统。',
  period: '期间（日本时间）',
  from: '开始日期',
  to: '结束日期',
  dataset: '要导出的数据',
  datasets: {
    posts: '帖子',
    places: '店铺·场馆',
    shelters: '避难所',
    rallies: '集章活动',
    'coupon-uses': '优惠券使用',
    'ad-orders': '广告订单与收据',
    'town-orders': '发布的避难信息',
    warnings: '气象警报等接收记录',
  },
  badPeriod: '开始日期须与结束日期相同或更早。',
  download: '导出 CSV',
  working: '正在导出…',
  done: (file: string) => `已保存 ${file}。`,
  failed: '无法导出。',
  note: '按各数据的登记时间（优惠券为使用时间，警报为接收时间）选择期间。文件含有个人信息，请妥善保管。',
}

export default zhHans
