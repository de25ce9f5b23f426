// Text of the profile pages.
const ja = {
  profile: {
    title: 'プロフィール',
    lead: 'この人の自己紹介と、これまでの投稿がここに表示されます。',
  },
  myPage: {
    title: 'マイページ',
    lead: 'あなたのプロフィールの編集や、自分の投稿の管理ができるようになります。',
    signedInAs: 'ログイン中のアカウント',
    settings: '設定を開く',
  },
}

export type ProfileMessages = typeof ja
export default ja
