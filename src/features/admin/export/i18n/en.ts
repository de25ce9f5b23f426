import type { DataExportMessages } from './ja'

const en: DataExportMessages = {
  title: 'Data export',
  lead: "Export the town's data for a period as CSV files that Excel opens as they are (UTF-8 with BOM). For reports, audits or moving to another system.",
  period: 'Period (Japan time)',
  from: 'From',
  to: 'To',
  dataset: 'Data to export',
  datasets: {
    posts: 'Posts',
    places: 'Shops and venues',
    shelters: 'Shelters',
    rallies: 'Stamp rallies',
    'coupon-uses': 'Coupon uses',
    'ad-orders': 'Ad orders and receipts',
    'town-orders': 'Evacuation orders issued',
    warnings: 'Weather warnings received',
  },
  badPeriod: 'The start date must be on or before the end date.',
  download: 'Export CSV',
  working: 'Exporting…',
  done: (file: string) => `Saved ${file}.`,
  failed: 'Could not export.',
  note: 'Rows are chosen by when they were created (coupons: when used; warnings: when received). The files contain personal data: handle them with care.',
}

export default en
