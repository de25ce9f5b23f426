import type { ComponentMessages } from './ja'

export default {
  loading: '加载中…',
  pending: {
    badge: '筹备中',
    title: '该功能正在筹备中',
    note: '即将上线，敬请期待。',
  },
  translation: {
    machine: '机器翻译',
    showOriginal: '显示原文',
    showTranslation: '显示译文',
    original: '原文',
    showingOriginal: '正在显示日语原文',
  },
} satisfies ComponentMessages
