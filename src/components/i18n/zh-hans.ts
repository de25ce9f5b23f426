import type { ComponentMessages } from './ja'

export default {
  loading: '加载中…',
  pending: {
    badge: '筹备中',
    title: '该功能正在筹备中',
    note: '即将上线，敬请期待。',
  },
} satisfies ComponentMessages
