import type { SheetMessages } from './ja'

const zhHans: SheetMessages = {
  close: '关闭',
  nearestTitle: '附近的避难场所',
  forHazard: (hazard: string) => `发生${hazard}时（由近到远）`,
  noneFor: (hazard: string) => `附近没有对应${hazard}的避难场所。`,
  noHazard: '该地点不在地图可叠加显示的任何预想区域内。',
  nearestAny: (filter: string) => `附近的避难场所（${filter}）`,
  others: (count: number) => `预想区域外等（${count}项）`,
  fullClosed: '不推荐已满员或已关闭的避难所。',
}
export default zhHans
