import type { MapMessages } from './ja'

const zhHant: MapMessages = {
  gsiCredit: '國土地理院圖磚',
  portalCredit: '災害風險地圖入口網站',
}

export default zhHant
