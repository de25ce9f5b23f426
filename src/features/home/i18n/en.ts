import type { HomeMessages } from './ja'

export default {
  home: {
    eyebrow: 'Your town’s community app',
    title: 'What is happening in town, all in one place',
    lead: 'Festivals, live music and shop coupons. Share what is going on around town.',
    primary: 'See the timeline',
    secondary: 'Explore the map',
    featuresTitle: 'What you can do with jimoto',
    features: {
      timeline: {
        title: 'Timeline',
        body: 'Catch up on local posts, events and coupons, newest first.',
      },
      map: { title: 'Map', body: 'Find places and event venues you are curious about on the map.' },
      events: {
        title: 'Events',
        body: 'Check timetables by venue and see which artists are performing.',
      },
      stampRally: {
        title: 'Stamp rally',
        body: 'Visit spots around town, collect stamps and win rewards.',
      },
    },
    exploreTitle: 'Discover more of the town',
    explore: {
      gallery: 'Gallery',
      artists: 'Artists',
      restaurants: 'Food & drink',
      hazardMap: 'Hazard map',
      search: 'Search',
    },
    join: {
      title: 'Join in with an account',
      body: 'Log in to post on the timeline, save favorites and join stamp rallies.',
      login: 'Log in',
      register: 'Sign up (free)',
      mainSite: 'Log in on the Japanese site',
    },
    welcome: (name: string) => `Welcome back, ${name}`,
    welcomeBody: 'Why not share what is happening in town today, with a photo?',
    post: 'New post',
  },
} satisfies HomeMessages
