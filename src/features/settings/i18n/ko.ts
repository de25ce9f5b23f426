import type { SettingsMessages } from './ja'

export default {
  settings: {
    title: '설정',
    languageTitle: '표시 언어',
    languageLead: '언어마다 전용 사이트가 있습니다. 선택하면 해당 사이트로 이동합니다.',
    current: '현재 언어',
    notificationsTitle: '알림',
    push: '푸시 알림',
    pushBody: '새 쿠폰이나 지역 공지를 푸시 알림으로 받을 수 있게 됩니다.',
    pushPending: '준비 중',
    accountTitle: '계정',
    signedInAs: '로그인한 계정',
    moderationNotices: '운영팀 알림',
    staffDesk: '관리 화면(신고 확인)',
    logout: '로그아웃',
    loggingOut: '로그아웃하는 중…',
    loggedOut: '로그인하지 않았습니다.',
    login: '로그인',
    register: '회원가입',
    mainSiteBody:
      '이 사이트에서는 로그인할 수 없습니다. 글쓰기, 즐겨찾기, 스탬프 랠리는 일본어 사이트에서 로그인한 후 이용해 주세요.',
    mainSite: '일본어 사이트에서 로그인',
    infoTitle: '이 앱에 대하여',
    links: {
      about: 'jimoto 소개',
      terms: '이용약관',
      privacy: '개인정보 처리방침',
      tokushoho: '특정상거래법에 따른 표기',
    },
  },
} satisfies SettingsMessages
