import type { PostsMessages } from './ja'

export default {
  views: { label: '切换显示方式', list: '列表', gallery: '图库' },
  timeline: {
    title: '动态',
    lead: '街区最新的帖子、活动和优惠券将按时间顺序显示在这里。',
  },
  gallery: {
    title: '图库',
    lead: '以网格形式浏览大家拍下的街区照片。',
  },
  detail: {
    title: '帖子',
    lead: '帖子的正文、照片、地点以及点赞和收藏将显示在这里。',
  },
  feed: {
    title: '关注',
    lead: '只汇集您所关注用户帖子的信息流。',
  },
  upload: {
    title: '发布',
    lead: '即将支持配上照片，发布街区新鲜事、活动和优惠券。',
  },
  favorites: {
    title: '收藏',
    lead: '在这里集中查看您收藏的帖子。',
  },
} satisfies PostsMessages
