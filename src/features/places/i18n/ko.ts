import type { PlacesMessages } from './ja'

const missing = {
  loadErrorTitle: '불러오지 못했습니다',
  loadErrorBody: '통신 상태를 확인하고 다시 시도해 주세요.',
  toTimeline: '타임라인으로 돌아가기',
  retry: '다시 불러오기',
}

const ko: PlacesMessages = {
  venues: {
    title: '공연장·타임테이블',
    lead: '마을의 홀과 라이브하우스, 야외 무대. 공연장별 출연 일정과 오시는 길을 확인할 수 있습니다.',
    empty: '등록된 공연장이 아직 없습니다.',
  },
  artists: {
    title: '아티스트',
    lead: '마을 무대에 오르는 아티스트와 다음 출연 일정입니다.',
    empty: '등록된 아티스트가 아직 없습니다.',
  },
  restaurants: {
    title: '맛집',
    lead: '지역 음식점을 장르와 영업 여부로 찾을 수 있습니다.',
    genreFilter: '장르로 좁히기',
    allGenres: '전체',
    openNowOnly: '영업 중인 가게만 보기',
    empty: '조건에 맞는 가게가 없습니다.',
    emptyOpen: '지금 영업 중인 가게가 없습니다. 조건을 해제하면 모든 가게가 표시됩니다.',
  },
  list: {
    errorTitle: '불러오지 못했습니다',
    errorBody: '통신 상태를 확인하고 다시 시도해 주세요.',
    retry: '다시 불러오기',
    more: '더 보기',
  },
  place: {
    ...missing,
    notFoundTitle: '장소를 찾을 수 없습니다',
    notFoundBody: 'URL이 맞는지 확인해 주세요. 게재가 종료되었을 수도 있습니다.',
    info: '기본 정보',
    address: '주소',
    access: '오시는 길',
    phone: '전화',
    hours: '영업시간',
    reservation: '예약',
    reserve: '예약 페이지 열기',
    website: '웹사이트',
    coupons: '이 가게의 쿠폰',
    events: '이 공연장의 이벤트',
    openMap: '큰 지도로 보기',
    mapLabel: (name: string) => `${name} 지도`,
  },
  artist: {
    ...missing,
    notFoundTitle: '아티스트를 찾을 수 없습니다',
    notFoundBody: 'URL이 맞는지 확인해 주세요.',
    website: '공식 사이트',
    upcoming: '출연 예정',
  },
  timetable: {
    title: '타임테이블',
    now: '공연 중',
    empty: '예정된 출연이 없습니다.',
    lineup: '출연 일정',
    noStage: '스테이지 미정',
  },
  hours: {
    priceDash: '~',
    caption: '요일별 영업시간',
    openNow: '영업 중',
    closedNow: '영업시간 외',
    closedDay: '정기 휴무',
    days: { names: ['일', '월', '화', '수', '목', '금', '토'], list: '·', range: '~' },
  },
  favorite: {
    save: '즐겨찾기에 추가',
    saved: '즐겨찾기됨',
    loginWhy: '로그인하면 타임라인 게시, 즐겨찾기 저장, 스탬프 랠리를 이용할 수 있습니다.',
    failed: '즐겨찾기를 변경하지 못했습니다.',
  },
  saved: {
    title: '즐겨찾기한 장소·아티스트',
    empty: '공연장, 가게, 아티스트 페이지에서 "즐겨찾기에 추가"를 누르면 여기에 표시됩니다.',
  },
}

export default ko
