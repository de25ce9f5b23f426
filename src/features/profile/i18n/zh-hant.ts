import type { ProfileMessages } from './ja'

export default {
  profile: {
    title: '個人檔案',
    lead: '此使用者的自我介紹與發布過的貼文將顯示在這裡。',
  },
  myPage: {
    title: '我的頁面',
    lead: '即將支援在這裡編輯個人檔案、管理自己的貼文。',
    signedInAs: '目前登入的帳號',
    settings: '開啟設定',
  },
} satisfies ProfileMessages
