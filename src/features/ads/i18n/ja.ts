// Text of the ad pages (landing, payment result).
const ja = {
  landing: {
    title: '広告を出す',
    lead: 'お店やイベントを、地元のユーザーに届ける広告プランのご案内とお申し込みができるようになります。',
    materials: '媒体資料を見る',
  },
  success: {
    title: '広告のお申し込み',
    lead: 'お支払いの結果と、掲載開始までの流れをここでお知らせします。',
  },
  cancel: {
    title: '広告のお申し込み',
    lead: 'お支払いを中断したときの案内と、お申し込みの再開方法をここでお知らせします。',
  },
}

export type AdsMessages = typeof ja
export default ja
