import type { PAGE_ROUTES } from './routes'

// How a page of the route table (src/shared/routes.ts) is delivered besides its own row: which
// modules the edge preloads with its HTML, and where the bench's Lighthouse measures it. Only the
// Worker and the bench read this, so it lives beside the table rather than in it: the SPA's
// entry imports the table for its router, and these paths would cost every first visit about
// 250 bytes of gzipped JS for nothing. Keyed by the table's patterns, so a row that does not
// exist is a type error.

/** A pattern of the route table. */
export type RoutePath = (typeof PAGE_ROUTES)[number]['path']

/**
 * Where the bench's Lighthouse measures a sample URL: the Japanese host, the Japanese and the
 * English host, or the Japanese host signed in as the demo admin.
 */
export type LighthouseRun = 'ja' | 'ja+en' | 'signed-in'

export interface PageDelivery {
  /**
   * Source modules the edge tells the browser to preload with the HTML (worker/pages/
   * page-hints.ts): the page's own lazily loaded module, and the map a page opens at once
   * (Leaflet would otherwise start only after the page's chunk has run). A page with the map
   * view also gets a preconnect to the tile server.
   */
  hints?: readonly string[]
  /**
   * Whether and where the bench's Lighthouse measures the page: at its own URL, or at the sample
   * URLs given (`{demoPost}`: the first demo post with a photo).
   */
  lighthouse?: LighthouseRun | Readonly<Record<string, LighthouseRun>>
}

/** The map view: a page that opens with it preloads it, and connects to the tile server early. */
export const MAP_VIEW = 'src/components/map/MapView.tsx'
const PLACE_LISTS = 'src/features/places/pages/PlaceLists.tsx'
const PLACE_DETAIL = 'src/features/places/pages/PlaceDetailPage.tsx'
const RALLY = 'src/features/stamprally/pages/'

export const PAGE_DELIVERY: { readonly [P in RoutePath]?: PageDelivery } = {
  '': { lighthouse: 'ja+en' },
  about: { hints: ['src/features/about/pages/AboutPage.tsx'] },
  'ad-landing': { lighthouse: 'ja' },
  timeline: { hints: ['src/app/TimelineRoute.tsx'], lighthouse: 'ja+en' },
  gallery: { hints: ['src/features/posts/pages/GalleryPage.tsx'] },
  search: { hints: ['src/features/search/pages/SearchPage.tsx'] },
  map: { hints: ['src/features/map/pages/MapPage.tsx', MAP_VIEW], lighthouse: 'ja' },
  'posts/:id': {
    hints: ['src/app/PostDetailRoute.tsx'],
    // The second one has a demo coupon (its 「使う」 panel; scripts/demo/data-coupons.mjs).
    lighthouse: { '/app/posts/{demoPost}': 'ja+en', '/app/posts/12': 'ja' },
  },
  'profile/:id': { hints: ['src/features/profile/pages/ProfilePage.tsx'] },
  hazardmap: { hints: ['src/app/HazardMapRoute.tsx', MAP_VIEW], lighthouse: 'ja' },
  alerts: { hints: ['src/features/alerts/pages/AlertsPage.tsx'] },
  venues: { hints: [PLACE_LISTS] },
  'venues/:id': { hints: [PLACE_DETAIL, MAP_VIEW] },
  artists: { hints: [PLACE_LISTS] },
  'artists/:id': { hints: ['src/features/places/pages/ArtistDetailPage.tsx'] },
  stamprally: { hints: [`${RALLY}StampRallyPage.tsx`], lighthouse: 'ja' },
  'stamprally/:id': {
    hints: [`${RALLY}RallyDetailPage.tsx`, MAP_VIEW],
    // The seed's first rally, the demo rally.
    lighthouse: { '/app/stamprally/1': 'ja' },
  },
  'stamprally/:id/checkin': { hints: [`${RALLY}CheckinPage.tsx`] },
  'stamprally/:id/scan': {
    hints: [`${RALLY}ScanPage.tsx`],
    lighthouse: { '/app/stamprally/1/scan': 'ja' },
  },
  restaurants: { hints: [PLACE_LISTS], lighthouse: 'ja' },
  'restaurants/:id': { hints: [PLACE_DETAIL, MAP_VIEW] },
  'event-auth': { lighthouse: 'ja+en' },
  coupons: { lighthouse: 'signed-in' },
  notices: { lighthouse: 'signed-in' },
  admin: { lighthouse: 'signed-in' },
  'event-upload': { lighthouse: 'signed-in' },
  materials: { lighthouse: 'ja' },
  creatives: { lighthouse: 'ja' },
}

/** A row's delivery: nothing to preload and no Lighthouse run when it has no entry. */
export function deliveryOf(path: string): PageDelivery {
  return (PAGE_DELIVERY as Readonly<Record<string, PageDelivery>>)[path] ?? {}
}
