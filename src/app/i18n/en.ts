import type { AppMessages } from './ja'

export default {
  appName: 'jimoto',
  meta: {
    title: 'jimoto | Local events, posts and coupons',
    description:
      'The community app for local festivals, live music, shop coupons and what is happening around town. Find events, explore the map and join stamp rallies.',
    template: '{title} | jimoto',
  },
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main menu',
    home: 'Home',
    timeline: 'Timeline',
    timelineShort: 'Timeline',
    map: 'Map',
    post: 'New post',
    postShort: 'Post',
    favorites: 'Favorites',
    favoritesShort: 'Favorites',
    stampRally: 'Stamp rally',
    stampRallyShort: 'Stamps',
    myPage: 'My page',
    login: 'Log in',
    settings: 'Settings',
    mainSiteLogin: 'Log in on the Japanese site',
    mainSiteLoginShort: 'Log in',
  },
  loginRequired: 'Log in to post on the timeline, save favorites and join stamp rallies.',
  header: {
    home: 'jimoto home',
    search: 'Search posts, events and shops',
    account: (name: string) => `My page (${name})`,
    login: 'Log in',
  },
  footer: {
    label: 'About this site',
    about: 'About jimoto',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    tokushoho: 'Legal notice (Specified Commercial Transactions Act)',
    ads: 'Advertise',
    settings: 'Settings',
    developer: 'Developer',
    newTab: ' (opens in a new tab)',
    languages: 'Languages',
    copyright: (year: number) => `© ${year} jimoto`,
  },
  landing: {
    openApp: 'Open the app',
  },
  routeError: {
    title: 'This page could not be shown',
    body: 'Something went wrong while showing this page. Please try again, or go back to the home page.',
    retry: 'Try again',
    home: 'Back to home',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for may have been moved or deleted.',
    back: 'Back to home',
    timeline: 'See the timeline',
  },
  guardNotice: {
    text: 'The page you tried to open needs you to be logged in. After logging in you will be taken back to it.',
    textInternational:
      'That page needs an account. Accounts live on the Japanese site; this site has no login.',
    login: 'Log in and open it',
    loginInternational: 'Log in on the Japanese site',
    close: 'Close',
  },
} satisfies AppMessages
