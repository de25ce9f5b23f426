import type { SheetMessages } from './ja'

const en: SheetMessages = {
  close: 'Close',
  nearestTitle: 'Nearby evacuation sites',
  forHazard: (hazard: string) => `For ${hazard.toLowerCase()} (nearest first)`,
  noneFor: (hazard: string) => `No site designated for ${hazard.toLowerCase()} nearby.`,
  noHazard: 'This spot is outside every hazard zone the map can show.',
  nearestAny: (filter: string) => `Nearby evacuation sites (${filter})`,
  others: (count: number) => `Outside the zone, or not available (${count})`,
  fullClosed: 'Full and closed shelters are not suggested.',
}
export default en
