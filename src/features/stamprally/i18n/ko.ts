import type { StampRallyMessages } from './ja'

export default {
  stampRally: {
    title: '스탬프 랠리',
    lead: '동네 명소를 돌며 스탬프를 모으고 특전을 받는 이벤트에 참여할 수 있게 됩니다.',
  },
} satisfies StampRallyMessages
