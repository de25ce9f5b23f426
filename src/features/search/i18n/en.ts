import type { SearchMessages } from './ja'

export default {
  search: {
    title: 'Search',
    lead: 'You will be able to find posts, events and shops around town by keyword.',
  },
} satisfies SearchMessages
