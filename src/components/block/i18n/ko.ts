import type { BlockMessages } from './ja'

export default {
  block: {
    action: '차단',
    unblock: '차단 해제',
    title: (name: string) => `${name} 님을 차단할까요?`,
    lead: '이 사람의 게시물이 타임라인, 지도, 검색, 갤러리 등에 더 이상 표시되지 않습니다. 상대방은 로그인한 동안 내 게시물을 볼 수 없고 나를 팔로우할 수 없습니다.',
    quiet: '차단한 사실은 상대방에게 알리지 않습니다.',
    undoHint: '「설정」의 「차단한 사용자」에서 언제든지 해제할 수 있습니다.',
    confirm: '차단하기',
    cancel: '취소',
    busy: '차단하는 중…',
    done: (name: string) => `${name} 님을 차단했습니다.`,
    unblocked: (name: string) => `${name} 님의 차단을 해제했습니다.`,
    failed: '차단을 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    loginRequired: '차단하려면 로그인해 주세요.',
    hiddenPosts: '차단 중이므로 이 사람의 게시물은 표시되지 않습니다.',
  },
  blockedList: {
    title: '차단한 사용자',
    lead: '차단한 사람의 게시물은 표시되지 않습니다. 해제하면 다시 표시됩니다.',
    empty: '차단한 사용자가 없습니다.',
    unblockLabel: (name: string) => `${name} 님 차단 해제`,
    loadFailed: '차단한 사용자를 불러오지 못했습니다.',
  },
  reportUser: {
    action: '신고',
    title: (name: string) => `${name} 님 신고`,
    lead: '이 계정에 대해 운영팀에 알립니다. 신고한 사실은 상대방에게 알리지 않습니다.',
    reasonLegend: '이유',
    reasons: {
      spam: '스팸·광고',
      harassment: '괴롭힘·공격',
      impersonation: '사칭',
      inappropriate: '부적절한 프로필',
      other: '기타',
    },
    details: '자세한 내용(선택)',
    chooseReason: '이유를 선택해 주세요.',
    submit: '신고하기',
    sending: '보내는 중…',
    sent: '신고가 접수되었습니다. 운영팀이 확인합니다.',
    failed: '신고를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  held: {
    badge: '검토 중',
    post: '운영팀이 이 게시물을 검토하고 있습니다. 검토가 끝날 때까지 다른 사람에게는 표시되지 않습니다.',
    profile: (name: string, bio: string) =>
      `프로필 변경(이름 「${name}」, 소개 「${bio}」)을 운영팀이 검토하고 있습니다. 검토가 끝날 때까지 다른 사람에게는 이전 내용이 표시됩니다.`,
  },
} satisfies BlockMessages
