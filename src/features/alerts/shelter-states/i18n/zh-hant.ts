import type { ShelterStatesNowMessages } from './ja'

const zhHant: ShelterStatesNowMessages = {
  title: '避難所狀況',
  states: { open: '已開設', crowded: '擁擠', full: '已滿員', closed: '已關閉' },
  stateAt: (state: string, when: string) => `${state}（截至${when}）`,
  opened: '已開設（町發令）',
  fullClosed: '災害地圖上也不會推薦已滿員或已關閉的避難所。',
}
export default zhHant
