import type { MapMessages } from './ja'

export default {
  map: {
    title: 'Map',
    lead: 'You will be able to see where posts, events and shops are on a GSI map of Japan.',
  },
} satisfies MapMessages
