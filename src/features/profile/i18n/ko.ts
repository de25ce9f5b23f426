import type { ProfileMessages } from './ja'

export default {
  profile: {
    title: '프로필',
    lead: '이 사람의 자기소개와 지금까지의 게시물이 이곳에 표시됩니다.',
  },
  myPage: {
    title: '마이페이지',
    lead: '프로필을 수정하고 내 게시물을 관리할 수 있게 됩니다.',
    signedInAs: '로그인한 계정',
    settings: '설정 열기',
  },
} satisfies ProfileMessages
