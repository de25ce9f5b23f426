import type { ShellMessages } from './ja'

export default {
  loading: '加载中…',
  errorId: (id: string) => `错误 ID：${id}`,
  whyMainSite:
    '登录后，在本网站也能参加集章活动、收藏和点赞。登录页面在日语网站，登录后将以登录状态返回本页面。',
} satisfies ShellMessages
