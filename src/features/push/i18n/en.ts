import type { PushMessages } from './ja'

export default {
  errors: {
    noToken: 'Could not get a push token for this device.',
    noDeviceId: 'Could not get a device ID. Please try again.',
    registerPrefix: 'Device registration error: ',
    server500: 'Something went wrong on our server. Please try again later.',
    network: 'Could not reach the server. Please check your connection.',
    unsupported: 'This browser does not support push notifications.',
    inAppBrowser:
      "Push notifications don't work in an app's built-in browser (LINE, Instagram…). Open this site in Safari or Chrome to turn them on.",
    notConfigured: 'Push notifications are not available on this site.',
    topicFailed: 'Could not change your notification settings. Please try again later.',
    topicsLoadFailed: 'Could not load your notification settings.',
  },
  topics: {
    all: 'All announcements',
    events: 'Events',
    coupons: 'Coupons',
    advisories: 'Weather advisories',
  },
  toast: {
    close: 'Close',
    open: 'Open',
  },
  settings: {
    title: 'Push notifications',
    lead: 'Get new coupons and local news as push notifications.',
    loginFirst: 'Log in to receive push notifications.',
    enable: 'Turn on notifications',
    enabling: 'Setting up…',
    denied:
      'Notifications are blocked. Allow them in your browser or device settings to receive them.',
    topicsTitle: 'Notifications you receive',
    subscribed: 'On',
    loading: 'Loading…',
  },
} satisfies PushMessages
