import type { ComponentMessages } from './ja'

export default {
  loading: '載入中…',
  pending: {
    badge: '準備中',
    title: '此功能正在準備中',
    note: '即將推出，敬請期待。',
  },
} satisfies ComponentMessages
