import type { ComponentMessages } from './ja'

export default {
  loading: 'Loading…',
  pending: {
    badge: 'Coming soon',
    title: 'We are still building this',
    note: 'It will be ready soon. Thank you for your patience.',
  },
  translation: {
    machine: 'Translated by machine',
    showOriginal: 'Show original',
    showTranslation: 'Show translation',
    original: 'Original',
    showingOriginal: 'Showing the original Japanese text',
  },
} satisfies ComponentMessages
