import type { ShelterStateMessages } from './ja'

const zhHans: ShelterStateMessages = {
  title: '避难所状况',
  lead: '在警报或避难信息发布期间，可为每个避难所设置“已开设”“拥挤”“已满员”“已关闭”。灾害地图和警报页面会显示设置时间，已满员或已关闭的避难所将不再被推荐。解除后不再显示。',
  notInForce: '目前没有发布警报或避难信息，无法设置状况。',
  states: { open: '已开设', crowded: '拥挤', full: '已满员', closed: '已关闭' },
  current: (state: string, when: string) => `当前：${state}（${when}设置）`,
  notSet: '未设置',
  setNamed: (state: string, shelter: string) => `将${shelter}设为“${state}”`,
  opened: '因发令而开设',
  done: (shelter: string, state: string) => `已将${shelter}设为“${state}”。`,
  failed: '无法设置状况。',
  loading: '正在加载避难所…',
  loadFailed: '无法加载避难所列表。',
}
export default zhHans
