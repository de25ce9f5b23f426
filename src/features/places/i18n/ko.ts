import type { PlacesMessages } from './ja'

export default {
  venues: {
    title: '공연장·타임테이블',
    lead: '이벤트 공연장별 출연 일정과 찾아가는 길을 확인할 수 있게 됩니다.',
  },
  artists: {
    title: '아티스트',
    lead: '출연 아티스트의 프로필과 공연 시간을 소개하는 페이지입니다.',
  },
  restaurants: {
    title: '맛집',
    lead: '지역 음식점을 장르나 위치로 찾을 수 있게 됩니다.',
  },
} satisfies PlacesMessages
