import type { SheetMessages } from './ja'

const ko: SheetMessages = {
  close: '닫기',
  nearestTitle: '가까운 대피 장소',
  forHazard: (hazard: string) => `${hazard} 시 (가까운 순)`,
  noneFor: (hazard: string) => `근처에 ${hazard}에 대응하는 대피 장소가 없습니다.`,
  noHazard: '이 지점은 지도에 겹쳐 볼 수 있는 어떤 상정 구역에도 들어 있지 않습니다.',
  nearestAny: (filter: string) => `가까운 대피 장소(${filter})`,
  others: (count: number) => `상정 구역 밖 등(${count}개 항목)`,
  fullClosed: '만원·폐쇄된 대피소는 안내하지 않습니다.',
}
export default ko
