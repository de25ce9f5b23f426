import type { MapMessages } from './ja'

const zhHans: MapMessages = {
  gsiCredit: '国土地理院瓦片',
  portalCredit: '灾害风险地图门户网站',
}

export default zhHans
