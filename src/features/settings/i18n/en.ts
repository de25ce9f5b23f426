import type { SettingsMessages } from './ja'

export default {
  settings: {
    title: 'Settings',
    languageTitle: 'Language',
    languageLead: 'Each language has its own site. Choosing one takes you there.',
    current: 'Current',
    notificationsTitle: 'Notifications',
    push: 'Push notifications',
    pushBody: 'You will be able to get new coupons and local announcements as push notifications.',
    pushPending: 'Coming soon',
    accountTitle: 'Account',
    signedInAs: 'Signed in as',
    moderationNotices: 'Notices from the moderators',
    staffDesk: 'Admin (reports)',
    logout: 'Log out',
    loggingOut: 'Logging out…',
    loggedOut: 'You are not logged in.',
    login: 'Log in',
    register: 'Sign up',
    mainSiteBody:
      'You cannot log in on this site. To post, save favorites and join stamp rallies, please log in on the Japanese site.',
    mainSite: 'Log in on the Japanese site',
    infoTitle: 'About this app',
    links: {
      about: 'About jimoto',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      tokushoho: 'Legal notice (Specified Commercial Transactions Act)',
    },
  },
} satisfies SettingsMessages
