import type { ProfileMessages } from './ja'

export default {
  profile: {
    title: '个人资料',
    lead: '此用户的自我介绍和发布过的帖子将显示在这里。',
  },
  myPage: {
    title: '我的主页',
    lead: '即将支持在这里编辑个人资料、管理自己的帖子。',
    signedInAs: '当前登录账号',
    settings: '打开设置',
  },
} satisfies ProfileMessages
