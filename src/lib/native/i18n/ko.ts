import type { NativeMessages } from './ja'

export default {
  warningChannels: {
    alert: {
      name: '경보·피난 정보',
      description: '경계 레벨 3 이상의 경보와 마을이 발령하는 피난 정보.',
    },
    quiet: {
      name: '경보 변경·해제',
      description: '경보가 하향되거나 해제되었을 때 소리 없이 알려 드립니다.',
    },
  },
} satisfies NativeMessages
