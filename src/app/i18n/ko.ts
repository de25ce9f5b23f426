import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  meta: {
    title: 'jimoto | 지역 이벤트·게시물·쿠폰',
    description:
      '지역 축제와 라이브, 가게 쿠폰, 동네 소식을 함께 나누는 커뮤니티 앱. 이벤트 정보와 지도, 스탬프 랠리로 지역을 더 즐겁게.',
    template: '{title} | jimoto',
  },
  skipToContent: '본문으로 건너뛰기',
  nav: {
    label: '메인 메뉴',
    home: '홈',
    timeline: '타임라인',
    timelineShort: '타임라인',
    map: '지도',
    post: '글쓰기',
    postShort: '글쓰기',
    favorites: '즐겨찾기',
    favoritesShort: '즐겨찾기',
    stampRally: '스탬프 랠리',
    stampRallyShort: '스탬프',
    myPage: '마이페이지',
    login: '로그인',
    settings: '설정',
    mainSiteLogin: '일본어 사이트에서 로그인',
    mainSiteLoginShort: '로그인',
  },
  loginRequired: '로그인하면 타임라인 글쓰기, 즐겨찾기 저장, 스탬프 랠리를 이용할 수 있습니다.',
  header: {
    home: 'jimoto 홈',
    search: '게시물·이벤트·가게 검색',
    account: (name: string) => `${name}님의 마이페이지`,
    login: '로그인',
  },
  footer: {
    label: '사이트 정보',
    about: 'jimoto 소개',
    terms: '이용약관',
    privacy: '개인정보 처리방침',
    tokushoho: '특정상거래법에 따른 표기',
    ads: '광고 내기',
    settings: '설정',
    developer: '개발자 사이트',
    newTab: ' (새 탭에서 열림)',
    languages: '언어',
    copyright: (year: number) => `© ${year} jimoto`,
  },
  landing: {
    openApp: '앱 열기',
  },
  routeError: {
    title: '페이지를 표시할 수 없습니다',
    body: '문제가 발생하여 이 페이지를 표시하지 못했습니다. 다시 시도하거나 홈으로 돌아가 주세요.',
    retry: '다시 시도',
    home: '홈으로 돌아가기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '찾으시는 페이지가 이동되었거나 삭제되었을 수 있습니다.',
    back: '홈으로 돌아가기',
    timeline: '타임라인 보기',
  },
  guardNotice: {
    text: '열려고 한 페이지는 로그인한 분만 이용할 수 있습니다. 로그인하면 그 페이지로 돌아갑니다.',
    textInternational:
      '로그인이 필요한 페이지입니다. 계정은 일본어 사이트에 있으며, 이 사이트에는 로그인이 없습니다.',
    login: '로그인하고 열기',
    loginInternational: '일본어 사이트에서 로그인',
    close: '닫기',
  },
} satisfies AppMessages
