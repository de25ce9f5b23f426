import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  loading: '불러오는 중…',
  pending: {
    badge: '준비 중',
    title: '지금 준비하고 있어요',
    note: '공개될 때까지 조금만 기다려 주세요.',
  },
  kinds: { post: '게시물', event: '이벤트', coupon: '쿠폰' },
  time: {
    justNow: '방금 전',
    japanTime: '일본 시간',
    rangeSeparator: ' ~ ',
  },
  coupon: {
    from: (date: string) => `${date}부터`,
    until: (date: string) => `${date}까지`,
    range: (from: string, until: string) => `${from} ~ ${until}`,
    expired: '기간 만료',
    notYet: '사용 기간 전',
  },
  card: {
    likes: (count: string) => `좋아요 ${count}개`,
    favorites: (count: string) => `즐겨찾기 ${count}개`,
    photoCount: (count: number) => `사진 ${count}장`,
    postBy: (name: string) => `${name}님의 게시물`,
  },
  list: {
    loadMore: '더 보기',
    end: '모든 게시물을 다 봤어요',
    errorTitle: '불러오지 못했어요',
    errorBody: '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 불러오기',
    moreError: '다음 게시물을 불러오지 못했어요.',
    loaded: (count: number) => `게시물 ${count}개를 표시하고 있어요`,
  },
  login: {
    title: '로그인이 필요해요',
    mainSiteNote: '로그인은 일본어 사이트에서 할 수 있어요.',
    link: '일본어 사이트에서 로그인',
  },
  errorId: (id: string) => `오류 ID: ${id}`,
  form: {
    required: '필수',
    counter: (count: string, max: string) => `${count} / ${max}자`,
    textProblem: (problem: TextProblem, label: string) =>
      ({
        invalid: `${label}에 깨진 문자(잘못된 유니코드)가 있습니다. 다시 입력해 주세요.`,
        control: `${label}에는 제어 문자를 사용할 수 없습니다.`,
        bidi: `${label}에는 글자 방향을 바꾸는 문자를 사용할 수 없습니다.`,
        invisible: `${label}에는 보이지 않는 문자(폭 없는 공백 등)를 사용할 수 없습니다.`,
      })[problem],
  },
  map: { cluster: (count: number) => `장소 ${count}곳 (확대해서 보기)` },
  /** Restaurant genres (src/shared/api/places.ts). */
  genres: {
    washoku: '일식',
    sushi: '초밥',
    seafood: '해산물',
    ramen: '라멘',
    soba: '소바',
    yoshoku: '양식',
    izakaya: '이자카야',
    cafe: '카페',
    bakery: '베이커리',
    sweets: '디저트',
  },
  dialog: { close: '닫기' },
  notice: { dismiss: '알림 닫기' },
  translation: {
    machine: '기계 번역',
    showOriginal: '원문 보기',
    showTranslation: '번역 보기',
    original: '원문',
    showingOriginal: '일본어 원문을 표시하고 있습니다',
  },
} satisfies ComponentMessages
