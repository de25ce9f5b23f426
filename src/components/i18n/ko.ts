import type { ComponentMessages } from './ja'

export default {
  loading: '불러오는 중…',
  pending: {
    badge: '준비 중',
    title: '지금 준비하고 있어요',
    note: '공개될 때까지 조금만 기다려 주세요.',
  },
} satisfies ComponentMessages
