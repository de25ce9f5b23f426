import type { HomeMessages } from './ja'

export default {
  home: {
    eyebrow: '우리 동네 커뮤니티 앱',
    title: '우리 동네의 “지금”이 모이는 곳',
    lead: '축제, 라이브, 가게 쿠폰까지. 동네 소식을 함께 나눠요.',
    primary: '타임라인 보기',
    secondary: '지도에서 찾기',
    featuresTitle: 'jimoto로 할 수 있는 일',
    features: {
      timeline: {
        title: '타임라인',
        body: '동네 게시물, 이벤트, 쿠폰을 최신순으로 확인하세요.',
      },
      map: { title: '지도', body: '궁금한 장소나 이벤트 공연장을 지도에서 확인할 수 있어요.' },
      events: {
        title: '이벤트',
        body: '공연장별 타임테이블과 출연 아티스트를 한눈에 확인하세요.',
      },
      stampRally: {
        title: '스탬프 랠리',
        body: '명소를 돌며 스탬프를 모으고 특전을 받아 보세요.',
      },
    },
    exploreTitle: '동네를 더 알아보기',
    explore: {
      gallery: '갤러리',
      artists: '아티스트',
      restaurants: '맛집',
      hazardMap: '해저드 맵',
      search: '검색',
    },
    join: {
      title: '계정을 만들고 참여해 보세요',
      body: '로그인하면 타임라인 글쓰기, 즐겨찾기 저장, 스탬프 랠리를 이용할 수 있습니다.',
      login: '로그인',
      register: '회원가입 (무료)',
      mainSite: '일본어 사이트에서 로그인',
    },
    welcome: (name: string) => `${name}님, 다시 오셨군요`,
    welcomeBody: '오늘 동네에서 있었던 일을 사진과 함께 올려 보세요.',
    post: '글쓰기',
  },
} satisfies HomeMessages
