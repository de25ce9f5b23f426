import type { ResidentHomeMessages } from './ja'

const en: ResidentHomeMessages = {
  title: 'Today in town',
  greeting: (name: string) => `Welcome back, ${name}`,
  hazard: 'Hazard map & shelters',
  more: 'See all',
  events: {
    title: 'Today and coming up',
    more: 'See all events',
    empty: 'No events today or coming up yet.',
    now: 'On now',
    today: 'Today',
  },
  coupons: {
    title: 'Coupons you can use now',
    more: 'See all coupons',
    empty: 'No coupons can be used right now.',
    noEnd: 'No end date',
  },
  posts: {
    title: 'New posts',
    more: 'See all posts',
    empty: 'No posts yet.',
  },
  loadFailed: 'Could not load today in town.',
  retry: 'Try again',
}

export default en
