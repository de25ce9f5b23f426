import type { NoticesMessages } from './ja'

export default {
  title: '운영팀 알림',
  lead: '운영팀이 회원님의 게시물이나 계정에 취한 조치와 그 사유입니다. 판단에 이의가 있으면 알림마다 한 번 이의를 제기할 수 있습니다.',
  empty: '운영팀 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다.',
  suspended: (until: string | null) =>
    until
      ? `이 계정은 ${until}까지 이용 정지 중입니다. 게시, 좋아요, 신고, 체크인을 할 수 없습니다.`
      : '이 계정은 해제될 때까지 이용 정지 중입니다. 게시, 좋아요, 신고, 체크인을 할 수 없습니다.',
  reason: '사유',
  headings: {
    hide: (what: string) => `회원님의 ${what}이(가) 비공개로 전환되었습니다`,
    warn: (what: string) => `회원님의 ${what}에 대한 운영팀의 주의`,
    suspend: () => '계정이 이용 정지되었습니다',
  },
  kinds: { post: '게시물', event: '이벤트', coupon: '쿠폰', user: '계정', ad: '광고' },
  until: (until: string) => `${until}까지`,
  appealLabel: '이의 내용',
  appealHint: '운영팀이 다시 확인합니다. 이의 제기는 한 번만 할 수 있습니다.',
  appealSubmit: '이의 제기하기',
  appealSending: '보내는 중…',
  appealRequired: '이의 내용을 입력해 주세요.',
  appealFailed: '이의를 보내지 못했습니다.',
  appealDone: '이의를 접수했습니다. 운영팀이 다시 확인합니다.',
  appealed: (at: string) => `${at}에 이의를 제기했습니다`,
} satisfies NoticesMessages
