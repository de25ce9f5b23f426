import { plural } from '../../../shared/plural'
import type { MapMessages } from './ja'

const en: MapMessages = {
  map: {
    listLoading: 'Loading…',
    sheetLoading: 'List (loading)',
    sheetTitle: plural('en', { one: (n) => `List (${n} item)`, other: (n) => `List (${n} items)` }),
    sheetOpen: 'Expand the list',
    sheetClose: 'Collapse the list',
    sameSpot: plural('en', {
      one: (n) => `${n} more at the same spot`,
      other: (n) => `${n} more at the same spot`,
    }),
    title: 'Map',
    regionLabel: 'Map (posts, events, coupons, venues, food)',
    skipToList: 'Skip the map and go to the list',
    kindFilter: 'What to show on the map',
    periodFilter: 'Event dates',
    locate: 'My location',
    tooWide: 'This area is too large. Zoom in on the map.',
    truncated: 'There are more places here than the map can show. Zoom in to see them all.',
    loadError: 'Could not load the map information.',
    retry: 'Reload',
    openPage: 'See details',
    closeCard: 'Close card',
    clusterRow: plural('en', {
      one: (n) => `${n} item around here (zoom in)`,
      other: (n) => `${n} items around here (zoom in)`,
    }),
    showMore: plural('en', {
      one: (n) => `Show more (${n} left)`,
      other: (n) => `Show more (${n} left)`,
    }),
    listTitle: plural('en', {
      one: (n) => `In this area (${n} item, nearest to the map's centre first)`,
      other: (n) => `In this area (${n} items, nearest to the map's centre first)`,
    }),
    empty: 'Nothing to show in this area. Move the map or choose other categories.',
    metres: (value: number) => `${value} m`,
    kilometres: (value: string) => `${value} km`,
  },
  kinds: { post: 'Post', event: 'Event', coupon: 'Coupon', venue: 'Venue', restaurant: 'Food' },
  periods: {
    upcoming: 'Upcoming',
    today: 'Today',
    weekend: 'This weekend',
    week: 'This week',
    all: 'All',
  },
  position: {
    locating: 'Finding your location…',
    found: 'The map is centred on your location.',
    denied:
      'Location access is not allowed. Allow it in your browser settings to see where you are.',
    unavailable: 'Your location could not be found. Please try again where the signal is better.',
    timeout: 'Finding your location is taking too long. Please try again.',
    unsupported: 'Your browser does not support location.',
  },
}

export default en
