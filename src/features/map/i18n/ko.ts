import { plural } from '../../../shared/plural'
import type { MapMessages } from './ja'

const ko: MapMessages = {
  map: {
    listLoading: '불러오는 중…',
    sheetLoading: '목록(불러오는 중)',
    sheetTitle: plural('ko', { other: (n) => `목록 (${n}건)` }),
    sheetOpen: '목록 펼치기',
    sheetClose: '목록 접기',
    sameSpot: plural('ko', { other: (n) => `같은 장소에 ${n}건이 더 있습니다` }),
    title: '지도',
    regionLabel: '지도 (게시물, 이벤트, 쿠폰, 공연장, 맛집)',
    skipToList: '지도를 건너뛰고 목록으로',
    kindFilter: '지도에 표시할 항목',
    periodFilter: '이벤트 기간',
    locate: '현재 위치',
    tooWide: '표시 범위가 너무 넓습니다. 지도를 확대해 주세요.',
    truncated: '이 범위에는 다 표시할 수 없을 만큼 장소가 많습니다. 확대하면 모두 표시됩니다.',
    loadError: '지도 정보를 불러오지 못했습니다.',
    retry: '다시 불러오기',
    openPage: '자세히 보기',
    closeCard: '카드 닫기',
    clusterRow: plural('ko', { other: (n) => `이 주변 ${n}건 (지도를 확대해서 보기)` }),
    showMore: plural('ko', { other: (n) => `더 보기 (${n}건 남음)` }),
    listTitle: plural('ko', { other: (n) => `이 범위의 목록 (${n}건, 지도 중심에서 가까운 순)` }),
    empty: '이 범위에 표시할 항목이 없습니다. 지도를 움직이거나 항목을 다시 선택해 주세요.',
    metres: (value: number) => `${value}m`,
    kilometres: (value: string) => `${value}km`,
  },
  kinds: { post: '게시물', event: '이벤트', coupon: '쿠폰', venue: '공연장', restaurant: '맛집' },
  periods: { upcoming: '예정', today: '오늘', weekend: '이번 주말', week: '이번 주', all: '전체' },
  position: {
    locating: '현재 위치를 확인하고 있습니다…',
    found: '현재 위치를 중심으로 표시했습니다.',
    denied:
      '위치 정보 사용이 허용되지 않았습니다. 브라우저 설정에서 허용하면 현재 위치를 볼 수 있습니다.',
    unavailable: '현재 위치를 가져오지 못했습니다. 신호가 좋은 곳에서 다시 시도해 주세요.',
    timeout: '현재 위치를 가져오는 데 시간이 걸리고 있습니다. 다시 시도해 주세요.',
    unsupported: '사용 중인 브라우저는 위치 정보를 지원하지 않습니다.',
  },
}

export default ko
