import type { TownComponentMessages } from './ja'

// The town's LINE account button: kept out of the shared components' catalog.

const en: TownComponentMessages = {
  lineFriend: {
    lead: "The town's LINE account sends its notices and evacuation information too.",
    add: 'Add the town on LINE',
    newTab: '(opens LINE)',
  },
}

export default en
