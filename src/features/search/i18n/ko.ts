import type { SearchMessages } from './ja'

export default {
  search: {
    title: '검색',
    lead: '키워드로 동네의 게시물, 이벤트, 가게를 찾을 수 있게 됩니다.',
  },
} satisfies SearchMessages
