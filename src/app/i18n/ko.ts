import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  home: {
    title: '우리 동네의 "지금"이 모이는 곳',
    lead: '축제, 라이브, 가게 쿠폰까지. 동네 소식을 함께 나눠요.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '찾으시는 페이지가 이동되었거나 삭제되었을 수 있습니다.',
    back: '홈으로 돌아가기',
  },
} satisfies AppMessages
