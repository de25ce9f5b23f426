import type { AdminMessages } from './ja'

export default {
  admin: {
    title: '관리 화면',
    lead: '게시물 확인, 신고 처리, 공지 발송을 하는 관리자용 페이지입니다.',
  },
} satisfies AdminMessages
