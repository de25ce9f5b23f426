import type { SearchMessages } from './ja'

export default {
  search: {
    title: '검색',
    lead: '동네의 게시물, 이벤트, 쿠폰, 장소, 사용자를 키워드로 찾을 수 있습니다.',
    label: '검색어',
    placeholder: '예: 夏祭り, 라멘, 대피소',
    submit: '검색',
    kindFilter: '종류로 좁히기',
    allKinds: '전체',
    emptyTitle: '검색어를 입력해 주세요',
    searching: '검색 중입니다',
    failed: '검색하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    noResults: (q: string) => `“${q}”에 대한 결과가 없습니다`,
    noResultsHint: '더 짧은 단어나 다른 단어로 검색해 보세요.',
    resultsLabel: (q: string) => `“${q}” 검색 결과`,
    more: '더 보기',
    loadingMore: '불러오는 중…',
  },
  kinds: {
    post: '게시물',
    event: '이벤트',
    coupon: '쿠폰',
    place: '장소',
    user: '사용자',
  },
  placeKinds: {
    venue: '공연장',
    restaurant: '음식점',
    shelter: '대피소',
  },
  suggestions: {
    recent: '최근 태그',
    popular: '인기 태그',
  },
} satisfies SearchMessages
