import type { TownComponentMessages } from './ja'

// The town's LINE account button: kept out of the shared components' catalog.

const zh_hant: TownComponentMessages = {
  lineFriend: {
    lead: '在本鎮的LINE官方帳號也能收到通知和避難資訊。',
    add: '在LINE加入好友',
    newTab: '（將開啟LINE）',
  },
}

export default zh_hant
