// Kept apart from page-hints.ts (no Workers types) so a Node test can check every path exists.

const MAP_VIEW = 'src/components/map/MapView.tsx'
const PLACE_LISTS = 'src/features/places/pages/PlaceLists.tsx'
const RALLY_PAGES = 'src/features/stamprally/pages'

/**
 * The public pages that get hints: route pattern under /app → the modules it loads lazily
 * (src/app/pages.ts, and the map a page opens at once: Leaflet would otherwise start only after
 * the page's own chunk has run).
 */
export const HINTED_PAGES: Record<string, readonly string[]> = {
  timeline: ['src/app/TimelineRoute.tsx'],
  gallery: ['src/features/posts/pages/GalleryPage.tsx'],
  'posts/:id': ['src/app/PostDetailRoute.tsx'],
  'profile/:id': ['src/features/profile/pages/ProfilePage.tsx'],
  search: ['src/features/search/pages/SearchPage.tsx'],
  about: ['src/features/about/pages/AboutPage.tsx'],
  map: ['src/features/map/pages/MapPage.tsx', MAP_VIEW],
  venues: [PLACE_LISTS],
  restaurants: [PLACE_LISTS],
  artists: [PLACE_LISTS],
  'venues/:id': ['src/features/places/pages/PlaceDetailPage.tsx', MAP_VIEW],
  'restaurants/:id': ['src/features/places/pages/PlaceDetailPage.tsx', MAP_VIEW],
  'artists/:id': ['src/features/places/pages/ArtistDetailPage.tsx'],
  hazardmap: ['src/app/HazardMapRoute.tsx', MAP_VIEW],
  alerts: ['src/features/alerts/pages/AlertsPage.tsx'],
  stamprally: [`${RALLY_PAGES}/StampRallyPage.tsx`],
  'stamprally/:id': [`${RALLY_PAGES}/RallyDetailPage.tsx`, MAP_VIEW],
  'stamprally/:id/checkin': [`${RALLY_PAGES}/CheckinPage.tsx`],
  'stamprally/:id/scan': [`${RALLY_PAGES}/ScanPage.tsx`],
}

/** Pages that draw map tiles as they open: they also get a preconnect to the tile server. */
export const MAP_PAGES: readonly string[] = [
  'map',
  'venues/:id',
  'restaurants/:id',
  'hazardmap',
  'stamprally/:id',
]
