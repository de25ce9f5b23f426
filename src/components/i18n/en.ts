import { plural } from '../../shared/plural'
import type { TextProblem } from '../../shared/text-input'
import type { ComponentMessages } from './ja'

export default {
  kinds: { post: 'Post', event: 'Event', coupon: 'Coupon' },
  time: {
    justNow: 'just now',
    japanTime: 'Japan time',
    ago: {
      minute: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
      hour: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
      day: (n: number) => (n === 1 ? 'yesterday' : `${n} days ago`),
    },
  },
  coupon: {
    rallyReward: 'For stamp rally finishers',
    from: (date: string) => `From ${date}`,
    until: (date: string) => `Until ${date}`,
    expired: 'Expired',
    notYet: 'Not yet valid',
    used: 'Used',
    soldOut: 'All claimed',
    remaining: (count: string) => `${count} left`,
  },
  card: {
    loginToReact: 'Log in to like and save posts.',
    likes: plural('en', { one: (n) => `${n} like`, other: (n) => `${n} likes` }),
    favorites: plural('en', { one: (n) => `${n} favorite`, other: (n) => `${n} favorites` }),
    photoCount: plural('en', { one: (n) => `${n} photo`, other: (n) => `${n} photos` }),
    postBy: (name: string) => `Post by ${name}`,
  },
  list: {
    loadMore: 'Show more',
    end: 'You have seen every post',
    errorTitle: 'Could not load the posts',
    errorBody: 'Please check your connection and try again.',
    retry: 'Try again',
    moreError: 'Could not load more posts.',
    loaded: plural('en', { one: (n) => `Showing ${n} post`, other: (n) => `Showing ${n} posts` }),
  },
  login: {
    title: 'Please log in',
    mainSiteNote:
      'The login page is on the Japanese site (in Japanese). Afterwards you come back to this page, signed in.',
    link: 'Log in on the Japanese site',
    submit: 'Log in',
  },
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
    cluster: plural('en', {
      one: (n) => `${n} place (zoom in to see it)`,
      other: (n) => `${n} places (zoom in to see them)`,
    }),
    stack: (n: number, names: string) => `${n} at this spot: ${names}`,
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
  copy: {
    button: 'Copy',
    copied: 'Copied',
    selected: 'The code is selected: long-press or press Ctrl+C to copy it.',
  },
  share: {
    heading: 'Share',
    text: (title: string) => `“${title}” on jimoto`,
    line: 'Share on LINE',
    x: 'Post on X',
    copy: 'Copy link',
    more: 'More',
    newTab: ' (opens in a new tab)',
    copied: 'Link copied',
    dialogTitle: 'Link to this page',
    dialogLead: 'Copy the link to share it on LINE or social media.',
    urlLabel: 'Link',
  },
  translation: {
    machine: 'Translated by machine',
    showOriginal: 'Show original',
    showTranslation: 'Show translation',
    original: 'Original',
    showingOriginal: 'Showing the original Japanese text',
  },
} satisfies ComponentMessages
