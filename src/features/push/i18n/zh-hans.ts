import type { PushMessages } from './ja'

export default {
  errors: {
    noToken: '无法获取推送令牌。',
    noDeviceId: '无法获取设备 ID，请重试。',
    registerPrefix: '设备注册错误：',
    server500: '服务器发生错误，请稍后再试。',
    network: '无法连接服务器，请检查网络连接。',
    unsupported: '此浏览器不支持推送通知。',
    inAppBrowser:
      '应用内的浏览器（LINE、Instagram等）无法使用推送通知。请在Safari或Chrome中打开本网站进行设置。',
    notConfigured: '本网站暂不提供推送通知。',
    topicFailed: '无法更改通知设置，请稍后再试。',
    topicsLoadFailed: '无法加载通知设置。',
  },
  topics: {
    all: '全部通知',
    events: '活动',
    coupons: '优惠券',
    advisories: '气象注意报',
  },
  toast: {
    close: '关闭',
    open: '打开',
  },
  settings: {
    title: '推送通知',
    lead: '通过推送通知接收新的优惠券和本地资讯。',
    loginFirst: '登录后即可接收推送通知。',
    enable: '开启通知',
    enabling: '设置中…',
    denied: '通知未被允许。请在浏览器或设备设置中允许通知。',
    topicsTitle: '接收的通知',
    subscribed: '接收中',
    loading: '加载中…',
  },
} satisfies PushMessages
