import type { HazardMapMessages } from './ja'

export default {
  hazardMap: {
    title: '해저드 맵',
    lead: '홍수, 산사태, 쓰나미 등의 위험 구역과 가까운 대피소를 지도에서 확인할 수 있게 됩니다.',
    meanwhile:
      '지금 바로 확인하시려면 일본 국토교통성의 「해저드 맵 포털 사이트」를 이용해 주세요.',
    portal: '해저드 맵 포털 사이트 (일본 국토교통성)',
    newTab: ' (새 탭에서 열림)',
  },
} satisfies HazardMapMessages
