import type { AboutMessages } from './ja'

export default {
  about: {
    title: 'About jimoto',
    lead: 'jimoto is a community app where the people who live in a town and the people who visit it share what is happening there right now.',
    whatTitle: 'What you can do',
    what: [
      'Browse local posts, events and coupons on the timeline and in the gallery',
      'Find shops, event venues and evacuation shelters on the map',
      'Check each venue’s timetable and the performing artists',
      'Join stamp rallies and explore the town',
      'Save posts to your favorites to read them later',
    ],
    languagesTitle: 'For visitors from abroad',
    languages:
      'On the English, Korean and Chinese (Simplified and Traditional) sites, posts are shown in machine translation. When no translation is available, the original text is shown.',
    operatorTitle: 'Operated by',
    contact: 'Contact',
  },
} satisfies AboutMessages
