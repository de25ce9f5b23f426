import type { NativeMessages } from './ja'

export default {
  warningChannels: {
    alert: {
      name: 'Warnings and evacuation information',
      description: 'Warnings at alert level 3 and above, and the town’s evacuation orders.',
    },
    quiet: {
      name: 'Warning updates',
      description: 'Silent notices when a warning is lowered or lifted.',
    },
  },
} satisfies NativeMessages
