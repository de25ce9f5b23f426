import type { AdminMessages } from './ja'

export default {
  admin: {
    title: '管理后台',
    lead: '供管理员审核帖子、处理举报和发送通知的页面。',
  },
} satisfies AdminMessages
