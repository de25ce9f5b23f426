import type { AdminMessages } from './ja'

export default {
  admin: {
    sections: '本页项目',
    moderation: '处理举报',
    townOrders: '发布避难信息',
    shelters: '更新避难所数据',
    organizers: '活动主办方',
    title: '管理后台',
    lead: '供管理员审核帖子、处理举报和发送通知的页面。',
    adReview: '广告审核',
  },
  push: {
    compose: '发送通知',
    topic: '通知主题',
    title: '标题',
    body: '正文',
    image: '图片网址（可选，https）',
    target: '点击后打开的页面（可选）',
    send: '发送',
    sending: '发送中…',
    queued: '通知已加入发送队列，结果将显示在下方列表中。',
    failed: '无法发送通知。',
    loadFailed: '无法加载管理页面。',
    history: '发送记录',
    none: '还没有发送过通知。',
    status: '状态',
    sent: '已发送',
    failedCount: '失败',
    removed: '已删除的无效设备',
    statuses: { queued: '等待发送', sending: '发送中', done: '完成' },
  },
} satisfies AdminMessages
