import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  loading: 'Loading…',
  pending: {
    badge: 'Coming soon',
    title: 'We are still building this',
    note: 'It will be ready soon. Thank you for your patience.',
  },
  kinds: { post: 'Post', event: 'Event', coupon: 'Coupon' },
  time: {
    justNow: 'just now',
    japanTime: 'Japan time',
    rangeSeparator: ' – ',
  },
  coupon: {
    from: (date: string) => `From ${date}`,
    until: (date: string) => `Until ${date}`,
    range: (from: string, until: string) => `${from} – ${until}`,
    expired: 'Expired',
    notYet: 'Not yet valid',
  },
  card: {
    likes: (count: string) => `${count} likes`,
    favorites: (count: string) => `${count} favorites`,
    photoCount: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
    postBy: (name: string) => `Post by ${name}`,
  },
  list: {
    loadMore: 'Show more',
    end: 'You have seen every post',
    errorTitle: 'Could not load the posts',
    errorBody: 'Please check your connection and try again.',
    retry: 'Try again',
    moreError: 'Could not load more posts.',
    loaded: (count: number) => `Showing ${count} posts`,
  },
  login: {
    title: 'Please log in',
    mainSiteNote: 'You can log in on the Japanese site.',
    link: 'Log in on the Japanese site',
  },
  errorId: (id: string) => `Error ID: ${id}`,
  form: {
    required: 'Required',
    counter: (count: string, max: string) => `${count} / ${max} characters`,
    textProblem: (problem: TextProblem, label: string) =>
      ({
        invalid: `${label} contains broken characters (invalid Unicode). Please type it again.`,
        control: `${label} cannot contain control characters.`,
        bidi: `${label} cannot contain characters that change the text direction.`,
        invisible: `${label} cannot contain invisible characters (such as zero-width spaces).`,
      })[problem],
  },
  map: {
    cluster: (count: number) =>
      `${count} ${count === 1 ? 'place' : 'places'} (zoom in to see them)`,
  },
  /** Restaurant genres (src/shared/api/places.ts). */
  genres: {
    washoku: 'Japanese',
    sushi: 'Sushi',
    seafood: 'Seafood',
    ramen: 'Ramen',
    soba: 'Soba',
    yoshoku: 'Western-style',
    izakaya: 'Izakaya',
    cafe: 'Café',
    bakery: 'Bakery',
    sweets: 'Japanese sweets',
  },
  dialog: { close: 'Close' },
  notice: { dismiss: 'Dismiss' },
  translation: {
    machine: 'Translated by machine',
    showOriginal: 'Show original',
    showTranslation: 'Show translation',
    original: 'Original',
    showingOriginal: 'Showing the original Japanese text',
  },
} satisfies ComponentMessages
