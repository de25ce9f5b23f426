import type { SheetMessages } from './ja'

const zhHant: SheetMessages = {
  close: '關閉',
  nearestTitle: '附近的避難場所',
  forHazard: (hazard: string) => `發生${hazard}時（由近到遠）`,
  noneFor: (hazard: string) => `附近沒有對應${hazard}的避難場所。`,
  noHazard: '該地點不在地圖可疊加顯示的任何預想區域內。',
  nearestAny: (filter: string) => `附近的避難場所（${filter}）`,
  others: (count: number) => `預想區域外等（${count}項）`,
  fullClosed: '不推薦已滿員或已關閉的避難所。',
}
export default zhHant
