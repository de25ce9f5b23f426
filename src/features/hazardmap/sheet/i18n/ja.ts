// Text of the answer to a tap on the hazard map (the sheet over the map, loaded with it).
const ja = {
  close: '閉じる',
  nearestTitle: '近くの避難場所',
  forHazard: (hazard: string) => `${hazard}のとき（近い順）`,
  noneFor: (hazard: string) => `近くに${hazard}に対応した避難場所が見つかりません。`,
  noHazard: 'この地点は、重ねられる想定区域のどれにも入っていません。',
  nearestAny: (filter: string) => `近くの避難場所（${filter}）`,
  others: (count: number) => `想定区域の外など（${count}項目）`,
  fullClosed: '満員・閉鎖の避難所は案内していません。',
}

export type SheetMessages = typeof ja
export default ja
