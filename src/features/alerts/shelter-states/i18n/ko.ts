import type { ShelterStatesNowMessages } from './ja'

const ko: ShelterStatesNowMessages = {
  title: '대피소 상황',
  states: { open: '개설', crowded: '혼잡', full: '만원', closed: '폐쇄' },
  stateAt: (state: string, when: string) => `${state}(${when} 기준)`,
  opened: '개설(마을 발령)',
  fullClosed: '만원·폐쇄된 대피소는 해저드 맵에서도 안내하지 않습니다.',
}
export default ko
