import type { ComponentMessages } from './ja'

export default {
  loading: '載入中…',
  pending: {
    badge: '準備中',
    title: '此功能正在準備中',
    note: '即將推出，敬請期待。',
  },
  translation: {
    machine: '機器翻譯',
    showOriginal: '顯示原文',
    showTranslation: '顯示譯文',
    original: '原文',
    showingOriginal: '正在顯示日語原文',
  },
} satisfies ComponentMessages
