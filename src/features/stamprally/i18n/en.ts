import type { StampRallyMessages } from './ja'

export default {
  stampRally: {
    title: 'Stamp rally',
    lead: 'You will be able to visit spots around town, collect stamps and win rewards.',
  },
} satisfies StampRallyMessages
