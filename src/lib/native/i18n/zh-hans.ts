import type { NativeMessages } from './ja'

export default {
  warningChannels: {
    alert: {
      name: '警报和避难信息',
      description: '警戒等级3及以上的警报，以及本町发布的避难信息。',
    },
    quiet: { name: '警报变更和解除', description: '警报降级或解除时的静音通知。' },
  },
} satisfies NativeMessages
