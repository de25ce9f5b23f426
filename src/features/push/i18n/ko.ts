import type { PushMessages } from './ja'

export default {
  errors: {
    noToken: '푸시 토큰을 가져오지 못했습니다.',
    noDeviceId: '기기 ID를 가져오지 못했습니다. 다시 시도해 주세요.',
    registerPrefix: '기기 등록 오류: ',
    server500: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.',
    unsupported: '이 브라우저는 푸시 알림을 지원하지 않습니다.',
    inAppBrowser:
      '앱 안의 브라우저(LINE, Instagram 등)에서는 푸시 알림을 사용할 수 없습니다. Safari나 Chrome에서 이 사이트를 열면 설정할 수 있습니다.',
    notConfigured: '이 사이트에서는 푸시 알림을 사용할 수 없습니다.',
    topicFailed: '알림 설정을 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    topicsLoadFailed: '알림 설정을 불러오지 못했습니다.',
  },
  topics: {
    all: '전체 알림',
    events: '이벤트',
    coupons: '쿠폰',
    advisories: '기상 주의보',
  },
  toast: {
    close: '닫기',
    open: '열기',
  },
  settings: {
    title: '푸시 알림',
    lead: '새 쿠폰과 지역 소식을 푸시 알림으로 받아 보세요.',
    loginFirst: '푸시 알림을 받으려면 로그인해 주세요.',
    enable: '알림 켜기',
    enabling: '설정 중…',
    denied: '알림이 허용되지 않았습니다. 브라우저나 기기 설정에서 알림을 허용해 주세요.',
    topicsTitle: '받을 알림',
    subscribed: '수신 중',
    loading: '불러오는 중…',
  },
} satisfies PushMessages
