import type { ResidentHomeMessages } from './ja'

const ko: ResidentHomeMessages = {
  title: '오늘의 동네',
  greeting: (name: string) => `${name}님, 어서 오세요`,
  hazard: '해저드 맵·대피소',
  more: '모두 보기',
  events: {
    title: '오늘·예정된 이벤트',
    more: '이벤트 모두 보기',
    empty: '오늘과 예정된 이벤트가 아직 없어요.',
    now: '진행 중',
    today: '오늘',
  },
  coupons: {
    title: '지금 쓸 수 있는 쿠폰',
    more: '쿠폰 모두 보기',
    empty: '지금 쓸 수 있는 쿠폰이 없어요.',
    noEnd: '기한 없음',
  },
  posts: {
    title: '새 게시물',
    more: '게시물 모두 보기',
    empty: '아직 게시물이 없어요.',
  },
  loadFailed: '오늘의 동네 정보를 불러오지 못했어요.',
  retry: '다시 불러오기',
}

export default ko
