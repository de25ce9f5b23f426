import type { ShelterStateMessages } from './ja'

const zhHant: ShelterStateMessages = {
  title: '避難所狀況',
  lead: '在警報或避難資訊發布期間，可為每個避難所設定「已開設」「擁擠」「已滿員」「已關閉」。災害地圖和警報頁面會顯示設定時間，已滿員或已關閉的避難所將不再被推薦。解除後不再顯示。',
  notInForce: '目前沒有發布警報或避難資訊，無法設定狀況。',
  states: { open: '已開設', crowded: '擁擠', full: '已滿員', closed: '已關閉' },
  current: (state: string, when: string) => `目前：${state}（${when}設定）`,
  notSet: '未設定',
  setNamed: (state: string, shelter: string) => `將${shelter}設為「${state}」`,
  opened: '因發令而開設',
  done: (shelter: string, state: string) => `已將${shelter}設為「${state}」。`,
  failed: '無法設定狀況。',
  loading: '正在載入避難所…',
  loadFailed: '無法載入避難所列表。',
}
export default zhHant
