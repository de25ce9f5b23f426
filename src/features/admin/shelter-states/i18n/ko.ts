import type { ShelterStateMessages } from './ja'

const ko: ShelterStateMessages = {
  title: '대피소 상황',
  lead: '경보나 대피 정보가 발령된 동안 대피소마다 "개설", "혼잡", "만원", "폐쇄"를 설정할 수 있습니다. 해저드 맵과 경보 페이지에 설정 시각과 함께 표시되며, 만원·폐쇄된 대피소는 안내되지 않습니다. 해제되면 표시가 사라집니다.',
  notInForce: '지금은 경보나 대피 정보가 없어 상황을 설정할 수 없습니다.',
  states: { open: '개설', crowded: '혼잡', full: '만원', closed: '폐쇄' },
  current: (state: string, when: string) => `현재: ${state}(${when} 설정)`,
  notSet: '미설정',
  setNamed: (state: string, shelter: string) => `${shelter}을(를) "${state}"(으)로 설정`,
  opened: '발령으로 개설',
  done: (shelter: string, state: string) => `${shelter}을(를) "${state}"(으)로 설정했습니다.`,
  failed: '상황을 설정할 수 없었습니다.',
  loading: '대피소를 불러오는 중…',
  loadFailed: '대피소 목록을 불러올 수 없었습니다.',
}
export default ko
