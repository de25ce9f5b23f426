// Text of the admin desk's data export.
const ja = {
  title: 'データの書き出し',
  lead: '町のデータを、期間を決めてCSVファイルに書き出します。Excelでそのまま開けます（UTF-8・BOM付き）。報告や監査、別のシステムへの移行にお使いください。',
  period: '期間（日本時間）',
  from: '開始日',
  to: '終了日',
  dataset: '書き出すデータ',
  datasets: {
    posts: '投稿',
    places: '店舗・会場',
    shelters: '避難所',
    rallies: 'スタンプラリー',
    'coupon-uses': 'クーポンの利用',
    'ad-orders': '広告の注文と領収書',
    'town-orders': '避難情報の発令',
    warnings: '気象警報などの受信記録',
  },
  badPeriod: '開始日は終了日と同じか、それより前の日にしてください。',
  download: 'CSVを書き出す',
  working: '書き出しています…',
  done: (file: string) => `${file} を保存しました。`,
  failed: '書き出せませんでした。',
  note: '期間は各データの登録日時（クーポンは利用日時、警報は受信日時）で選びます。個人情報を含むため、ファイルの扱いにご注意ください。',
}

export type DataExportMessages = typeof ja
export default ja
