import type { PostsMessages } from './ja'

export default {
  views: { label: '보기 전환', list: '목록', gallery: '갤러리' },
  timeline: {
    title: '타임라인',
    lead: '동네의 새 게시물, 이벤트, 쿠폰이 최신순으로 이곳에 표시됩니다.',
  },
  gallery: {
    title: '갤러리',
    lead: '모두가 찍은 동네 사진을 타일 형태로 한눈에 볼 수 있는 페이지입니다.',
  },
  detail: {
    title: '게시물',
    lead: '게시물의 본문과 사진, 장소, 좋아요와 즐겨찾기를 이곳에서 볼 수 있게 됩니다.',
  },
  feed: {
    title: '팔로잉',
    lead: '내가 팔로우하는 사람의 게시물만 모아 보는 피드입니다.',
  },
  upload: {
    title: '글쓰기',
    lead: '사진과 함께 동네 소식, 이벤트, 쿠폰을 올릴 수 있게 됩니다.',
  },
  favorites: {
    title: '즐겨찾기',
    lead: '즐겨찾기에 저장한 게시물을 이곳에서 모아 다시 볼 수 있습니다.',
  },
} satisfies PostsMessages
