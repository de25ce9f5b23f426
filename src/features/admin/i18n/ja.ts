// Text of the admin page.
const ja = {
  admin: {
    title: '管理画面',
    lead: '投稿の確認、通報への対応、お知らせの配信を行う管理者向けのページです。',
  },
}

export type AdminMessages = typeof ja
export default ja
