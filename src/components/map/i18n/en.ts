import type { MapMessages } from './ja'

const en: MapMessages = {
  gsiCredit: 'GSI Tiles',
  portalCredit: 'Hazard Map Portal Site (GSI)',
}

export default en
