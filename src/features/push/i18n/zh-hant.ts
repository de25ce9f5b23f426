import type { PushMessages } from './ja'

export default {
  errors: {
    noToken: '無法取得推播權杖。',
    noDeviceId: '無法取得裝置 ID，請再試一次。',
    registerPrefix: '裝置註冊錯誤：',
    server500: '伺服器發生錯誤，請稍後再試。',
    network: '無法連線至伺服器，請檢查網路連線。',
    unsupported: '此瀏覽器不支援推播通知。',
    inAppBrowser:
      '應用程式內的瀏覽器（LINE、Instagram等）無法使用推播通知。請在Safari或Chrome中開啟本網站進行設定。',
    notConfigured: '本網站目前無法使用推播通知。',
    topicFailed: '無法變更通知設定，請稍後再試。',
    topicsLoadFailed: '無法載入通知設定。',
  },
  topics: {
    all: '全部通知',
    events: '活動',
    coupons: '優惠券',
    advisories: '氣象注意報',
  },
  toast: {
    close: '關閉',
    open: '開啟',
  },
  settings: {
    title: '推播通知',
    lead: '透過推播通知接收新的優惠券與在地消息。',
    loginFirst: '登入後即可接收推播通知。',
    enable: '開啟通知',
    enabling: '設定中…',
    denied: '通知未獲允許。請在瀏覽器或裝置設定中允許通知。',
    topicsTitle: '接收的通知',
    subscribed: '接收中',
    loading: '載入中…',
  },
} satisfies PushMessages
