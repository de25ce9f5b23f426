import type { MapMessages } from './ja'

const ko: MapMessages = {
  gsiCredit: '지리원 타일',
  portalCredit: '해저드 맵 포털 사이트',
}

export default ko
