import type { TownComponentMessages } from './ja'

// The town's LINE account button: kept out of the shared components' catalog.

const zh_hans: TownComponentMessages = {
  lineFriend: {
    lead: '在本镇的LINE官方账号也能收到通知和避难信息。',
    add: '在LINE添加好友',
    newTab: '（将打开LINE）',
  },
}

export default zh_hans
