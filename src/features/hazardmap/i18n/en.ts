import type { HazardMapMessages } from './ja'

export default {
  hazardMap: {
    title: 'Hazard map',
    lead: 'You will be able to see flood, landslide and tsunami risk areas and the nearest evacuation shelters on a map.',
    meanwhile:
      'If you need this information now, please use the Hazard Map Portal of Japan’s Ministry of Land, Infrastructure, Transport and Tourism.',
    portal: 'Hazard Map Portal (MLIT, Japan)',
    newTab: ' (opens in a new tab)',
  },
} satisfies HazardMapMessages
