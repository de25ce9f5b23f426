import type { PlacesMessages } from './ja'

const missing = {
  loadErrorTitle: 'Could not load',
  loadErrorBody: 'Check your connection and try again.',
  toTimeline: 'Back to the timeline',
  retry: 'Try again',
}

const en: PlacesMessages = {
  venues: {
    title: 'Venues & timetables',
    lead: "The town's halls, live houses and open-air stages: who plays when, and how to get there.",
    empty: 'No venues yet.',
  },
  artists: {
    title: 'Artists',
    lead: "Artists on the town's stages, and where they play next.",
    empty: 'No artists yet.',
  },
  restaurants: {
    title: 'Food',
    lead: 'Local restaurants and cafés, by cuisine and whether they are open now.',
    genreFilter: 'Filter by cuisine',
    allGenres: 'All',
    openNowOnly: 'Open now only',
    empty: 'No restaurants match.',
    emptyOpen: 'No restaurants are open right now. Turn the filter off to see them all.',
  },
  list: {
    errorTitle: 'Could not load',
    errorBody: 'Check your connection and try again.',
    retry: 'Try again',
    more: 'Show more',
  },
  place: {
    ...missing,
    notFoundTitle: 'Place not found',
    notFoundBody: 'Check the URL. The listing may have ended.',
    info: 'Details',
    address: 'Address',
    access: 'Getting there',
    phone: 'Phone',
    hours: 'Opening hours',
    reservation: 'Reservations',
    reserve: 'Open the booking page',
    website: 'Website',
    coupons: 'Coupons for this shop',
    events: 'Events at this venue',
    openMap: 'Open the full map',
    mapLabel: (name: string) => `Map of ${name}`,
  },
  artist: {
    ...missing,
    notFoundTitle: 'Artist not found',
    notFoundBody: 'Check the URL.',
    website: 'Official website',
    upcoming: 'Upcoming performances',
  },
  timetable: {
    title: 'Timetable',
    now: 'On stage now',
    empty: 'No upcoming performances.',
    lineup: 'Lineup',
    noStage: 'Stage to be announced',
  },
  hours: {
    priceDash: '–',
    caption: 'Opening hours by day of the week',
    openNow: 'Open now',
    closedNow: 'Closed now',
    closedDay: 'Closed',
    days: { names: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], list: ', ', range: '–' },
  },
  favorite: {
    save: 'Add to favorites',
    saved: 'In favorites',
    loginWhy: 'Log in to post on the timeline, save favorites and join stamp rallies.',
    failed: 'Could not update your favorites.',
  },
  saved: {
    title: 'Saved places and artists',
    empty: 'Tap “Add to favorites” on a venue, shop or artist page and it will appear here.',
  },
}

export default en
