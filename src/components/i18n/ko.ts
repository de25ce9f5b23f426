import type { ComponentMessages } from './ja'

export default {
  loading: '불러오는 중…',
  pending: {
    badge: '준비 중',
    title: '지금 준비하고 있어요',
    note: '공개될 때까지 조금만 기다려 주세요.',
  },
  translation: {
    machine: '기계 번역',
    showOriginal: '원문 보기',
    showTranslation: '번역 보기',
    original: '원문',
    showingOriginal: '일본어 원문을 표시하고 있습니다',
  },
} satisfies ComponentMessages
