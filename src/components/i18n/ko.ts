import { plural } from '../../shared/plural'
import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  kinds: { post: '게시물', event: '이벤트', coupon: '쿠폰' },
  time: {
    justNow: '방금 전',
    japanTime: '일본 시간',
    ago: {
      minute: (n: number) => `${n}분 전`,
      hour: (n: number) => `${n}시간 전`,
      day: (n: number) => (n === 1 ? '어제' : n === 2 ? '그저께' : `${n}일 전`),
    },
  },
  coupon: {
    rallyReward: '스탬프 랠리 달성자 한정',
    from: (date: string) => `${date}부터`,
    until: (date: string) => `${date}까지`,
    expired: '기간 종료',
    notYet: '사용 기간 전',
    used: '사용 완료',
    soldOut: '배포 종료',
    remaining: (count: string) => `남은 수량 ${count}장`,
  },
  card: {
    loginToReact: '좋아요와 즐겨찾기를 하려면 로그인하세요.',
    likes: plural('ko', { other: (n) => `좋아요 ${n}개` }),
    favorites: plural('ko', { other: (n) => `즐겨찾기 ${n}개` }),
    photoCount: plural('ko', { other: (n) => `사진 ${n}장` }),
    postBy: (name: string) => `${name}님의 게시물`,
  },
  list: {
    loadMore: '더 보기',
    end: '모든 게시물을 다 봤어요',
    errorTitle: '불러오지 못했어요',
    errorBody: '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 불러오기',
    moreError: '다음 게시물을 불러오지 못했어요.',
    loaded: plural('ko', { other: (n) => `게시물 ${n}개를 표시하고 있어요` }),
  },
  login: {
    title: '로그인이 필요해요',
    mainSiteNote:
      '로그인 화면은 일본어 사이트(일본어)에 있어요. 로그인하면 로그인한 상태로 이 페이지에 돌아와요.',
    link: '일본어 사이트에서 로그인',
    submit: '로그인',
  },
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
  map: {
    cluster: plural('ko', { other: (n) => `장소 ${n}곳 (확대해서 보기)` }),
    stack: (n: number, names: string) => `같은 장소의 ${n}건: ${names}`,
  },
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
  copy: {
    button: '복사',
    copied: '복사했습니다',
    selected: '코드를 선택했습니다. 길게 누르거나 Ctrl+C로 복사하세요.',
  },
  share: {
    heading: '공유',
    text: (title: string) => `“${title}” - jimoto`,
    line: 'LINE으로 보내기',
    x: 'X에 게시',
    copy: '링크 복사',
    more: '더 보기',
    newTab: ' (새 탭에서 열림)',
    copied: '링크를 복사했어요',
    dialogTitle: '이 페이지의 링크',
    dialogLead: '링크를 복사해서 LINE이나 SNS에 공유할 수 있어요.',
    urlLabel: '링크',
  },
  translation: {
    machine: '기계 번역',
    showOriginal: '원문 보기',
    showTranslation: '번역 보기',
    original: '원문',
    showingOriginal: '일본어 원문을 표시하고 있습니다',
  },
} satisfies ComponentMessages
