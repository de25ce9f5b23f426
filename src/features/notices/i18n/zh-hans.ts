import type { NoticesMessages } from './ja'

export default {
  title: '运营通知',
  lead: '运营对你的帖子或账号采取的处理及其理由。如对判断有异议，每条通知可申诉一次。',
  empty: '没有运营通知。',
  loadFailed: '无法显示通知。',
  suspended: (until: string | null) =>
    until
      ? `该账号已停用至${until}。无法发帖、点赞、举报或签到。`
      : '该账号已停用，直至解除为止。无法发帖、点赞、举报或签到。',
  reason: '理由',
  headings: {
    hide: (what: string) => `你的${what}已被隐藏`,
    warn: (what: string) => `运营就你的${what}发出警告`,
    suspend: () => '你的账号已被停用',
  },
  kinds: { post: '帖子', event: '活动', coupon: '优惠券', user: '账号', ad: '广告' },
  until: (until: string) => `至${until}`,
  appealLabel: '申诉内容',
  appealHint: '运营将重新确认。申诉仅限一次。',
  appealSubmit: '提交申诉',
  appealSending: '发送中…',
  appealRequired: '请填写申诉内容。',
  appealFailed: '无法提交申诉。',
  appealDone: '已收到申诉，运营将重新确认。',
  appealed: (at: string) => `已于${at}提出申诉`,
} satisfies NoticesMessages
