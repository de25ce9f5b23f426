import type { MapMessages } from './ja'

export default {
  map: {
    title: '지도',
    lead: '게시물과 이벤트, 가게의 위치를 일본 국토지리원 지도에서 확인할 수 있게 됩니다.',
  },
} satisfies MapMessages
