import type { BlockMessages } from './ja'

export default {
  block: {
    action: '屏蔽',
    unblock: '取消屏蔽',
    title: (name: string) => `要屏蔽${name}吗？`,
    lead: '此人的帖子将不再显示在时间线、地图、搜索、图库等处。对方登录时将无法查看你的帖子，也无法关注你。',
    quiet: '对方不会收到被屏蔽的通知。',
    undoHint: '可随时在“设置”的“已屏蔽的用户”中取消。',
    confirm: '屏蔽',
    cancel: '取消',
    busy: '正在屏蔽…',
    done: (name: string) => `已屏蔽${name}。`,
    unblocked: (name: string) => `已取消屏蔽${name}。`,
    failed: '无法更改屏蔽，请稍后再试。',
    loginRequired: '请登录后再屏蔽。',
    hiddenPosts: '你已屏蔽此人，因此不显示其帖子。',
  },
  blockedList: {
    title: '已屏蔽的用户',
    lead: '不会显示你屏蔽的人的帖子。取消屏蔽后会重新显示。',
    empty: '没有已屏蔽的用户。',
    unblockLabel: (name: string) => `取消屏蔽${name}`,
    loadFailed: '无法加载已屏蔽的用户。',
  },
  reportUser: {
    action: '举报',
    title: (name: string) => `举报${name}`,
    lead: '向管理员报告此账号。对方不会知道是谁举报的。',
    reasonLegend: '原因',
    reasons: {
      spam: '垃圾信息・广告',
      harassment: '骚扰・攻击',
      impersonation: '冒充他人',
      inappropriate: '不当的个人资料',
      other: '其他',
    },
    details: '详细内容（可选）',
    chooseReason: '请选择原因。',
    submit: '举报',
    sending: '正在发送…',
    sent: '已收到举报，管理员将进行确认。',
    failed: '无法发送举报，请稍后再试。',
  },
  held: {
    badge: '审核中',
    post: '管理员正在审核此帖子。审核完成前，其他人看不到它。',
    profile: (name: string, bio: string) =>
      `管理员正在审核你的个人资料修改（名字“${name}”、简介“${bio}”）。审核完成前，其他人看到的是之前的内容。`,
  },
} satisfies BlockMessages
