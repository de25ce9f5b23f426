import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  home: {
    title: 'What is happening in town, all in one place',
    lead: 'Festivals, live music and shop coupons. Share what is going on around town.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for may have been moved or deleted.',
    back: 'Back to home',
  },
} satisfies AppMessages
