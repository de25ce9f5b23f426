import type { AdminMessages } from './ja'

export default {
  admin: {
    sections: '이 페이지의 항목',
    moderation: '신고 확인',
    townOrders: '대피 정보 발령',
    shelters: '대피소 데이터 갱신',
    organizers: '이벤트 주최자',
    title: '관리 화면',
    lead: '게시물 확인, 신고 처리, 공지 발송을 하는 관리자용 페이지입니다.',
    adReview: '광고 심사',
  },
  push: {
    compose: '알림 보내기',
    topic: '주제',
    title: '제목',
    body: '내용',
    image: '이미지 URL (선택, https)',
    target: '탭하면 열 페이지 (선택)',
    send: '보내기',
    sending: '보내는 중…',
    queued: '알림 발송이 접수되었습니다. 결과는 아래 목록에 표시됩니다.',
    failed: '알림을 보내지 못했습니다.',
    loadFailed: '관리 화면을 불러오지 못했습니다.',
    history: '발송 내역',
    none: '아직 보낸 알림이 없습니다.',
    status: '상태',
    sent: '발송',
    failedCount: '실패',
    removed: '무효 기기 삭제',
    statuses: { queued: '대기 중', sending: '보내는 중', done: '완료' },
  },
} satisfies AdminMessages
