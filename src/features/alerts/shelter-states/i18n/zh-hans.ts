import type { ShelterStatesNowMessages } from './ja'

const zhHans: ShelterStatesNowMessages = {
  title: '避难所状况',
  states: { open: '已开设', crowded: '拥挤', full: '已满员', closed: '已关闭' },
  stateAt: (state: string, when: string) => `${state}（截至${when}）`,
  opened: '已开设（町发令）',
  fullClosed: '灾害地图上也不会推荐已满员或已关闭的避难所。',
}
export default zhHans
