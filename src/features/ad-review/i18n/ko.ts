import type { AdReviewMessages } from './ja'

export default {
  title: '광고 심사',
  lead: '결제된 광고를 확인하고 승인하거나, 이유를 적어 반려합니다(반려된 광고는 전액 환불되며 신청자에게 이메일로 알립니다).',
  empty: '심사를 기다리는 광고가 없습니다.',
  shop: '신청자',
  period: '게재 기간',
  link: '링크',
  approve: '승인',
  reject: '반려',
  reason: '반려 이유',
  reasonHint: '신청자에게 보내는 이메일에 그대로 적힙니다.',
  rejected: '반려(환불 진행 중)',
  refundPending: '환불이 완료되지 않았습니다(시작되지 않았거나 실패).',
  refund: '환불',
  refundStates: {
    requires_action: '계좌 정보 입력 대기',
    pending: '환불 처리 중',
    succeeded: '환불 완료',
    failed: '환불 실패',
    canceled: '환불 취소',
  },
  refundUntil: (day: string) => `기한 ${day}`,
  retryRefund: '환불 다시 시도',
  done: '처리했습니다.',
  failed: '처리하지 못했습니다.',
  loadFailed: '심사를 기다리는 광고를 불러오지 못했습니다.',
} satisfies AdReviewMessages
