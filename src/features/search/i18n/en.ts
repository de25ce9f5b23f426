import type { SearchMessages } from './ja'

export default {
  search: {
    title: 'Search',
    lead: 'Find posts, events, coupons, places and people around town by keyword.',
    label: 'Search keywords',
    placeholder: 'e.g. 夏祭り, ramen, shelter',
    submit: 'Search',
    kindFilter: 'Filter by type',
    allKinds: 'All',
    emptyTitle: 'Enter a keyword',
    searching: 'Searching',
    failed: 'The search did not work. Please try again in a moment.',
    noResults: (q: string) => `No results for “${q}”`,
    noResultsHint: 'Try a shorter word or a different one.',
    resultsLabel: (q: string) => `Results for “${q}”`,
    more: 'Show more',
    loadingMore: 'Loading…',
  },
  kinds: {
    post: 'Post',
    event: 'Event',
    coupon: 'Coupon',
    place: 'Place',
    user: 'Person',
  },
  placeKinds: {
    venue: 'Venue',
    restaurant: 'Restaurant',
    shelter: 'Shelter',
  },
  suggestions: {
    recent: 'Recent tags',
    popular: 'Popular tags',
  },
} satisfies SearchMessages
