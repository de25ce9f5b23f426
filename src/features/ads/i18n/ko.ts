import type { AdsMessages } from './ja'

export default {
  landing: {
    title: '광고 게재',
    lead: '가게나 이벤트를 지역 사용자에게 알리는 광고 플랜을 안내받고 신청할 수 있게 됩니다.',
    materials: '매체 자료 보기',
  },
  success: {
    title: '광고 신청',
    lead: '결제 결과와 게재 시작까지의 절차를 이곳에서 안내해 드립니다.',
  },
  cancel: {
    title: '광고 신청',
    lead: '결제를 중단했을 때의 안내와 신청을 다시 시작하는 방법을 이곳에서 알려 드립니다.',
  },
} satisfies AdsMessages
