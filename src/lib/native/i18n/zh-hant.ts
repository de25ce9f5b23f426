import type { NativeMessages } from './ja'

export default {
  warningChannels: {
    alert: { name: '警報與避難資訊', description: '警戒等級3以上的警報，以及本町發布的避難資訊。' },
    quiet: { name: '警報變更與解除', description: '警報降級或解除時的靜音通知。' },
  },
} satisfies NativeMessages
