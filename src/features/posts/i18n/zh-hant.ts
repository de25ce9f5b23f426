import type { PostsMessages } from './ja'

export default {
  views: { label: '切換顯示方式', list: '列表', gallery: '相簿' },
  timeline: {
    title: '動態',
    lead: '街區最新的貼文、活動與優惠券將依時間順序顯示在這裡。',
  },
  gallery: {
    title: '相簿',
    lead: '以格狀方式瀏覽大家拍下的街區照片。',
  },
  detail: {
    title: '貼文',
    lead: '貼文的內文、照片、地點以及按讚與收藏將顯示在這裡。',
  },
  feed: {
    title: '追蹤中',
    lead: '只匯集您所追蹤使用者貼文的動態消息。',
  },
  upload: {
    title: '發文',
    lead: '即將支援搭配照片，發布街區新鮮事、活動與優惠券。',
  },
  favorites: {
    title: '收藏',
    lead: '在這裡集中查看您收藏的貼文。',
  },
} satisfies PostsMessages
