import type { ComponentType } from 'react'
import type { PatternsWith, RouterPattern } from '../shared/routes'
import { HomeRoute } from './HomeRoute'
import { lazyPage } from './lazyPage'

// The page of each route of the table (src/shared/routes.ts), by the route's SPA pattern: tsc
// refuses a route without a page and a page without a route. Every page except home (and the
// 404 page) is its own chunk: the first /app load carries only the shell. The account pages are
// in ./authPages.

type Pattern = Exclude<RouterPattern, PatternsWith<'main-site'>>

export const PAGES: Record<Pattern, ComponentType> = {
  '': HomeRoute,
  about: lazyPage(() => import('../features/about/pages/AboutPage'), 'AboutPage'),
  settings: lazyPage(() => import('./SettingsRoute'), 'SettingsRoute'),
  'settings/delete-account': lazyPage(() => import('./DeleteAccountRoute'), 'DeleteAccountRoute'),
  'account-deletion': lazyPage(
    () => import('../features/account-data/pages/AccountDeletionInfoPage'),
    'AccountDeletionInfoPage',
  ),
  terms: lazyPage(() => import('../features/legal/pages/TermsPage'), 'TermsPage'),
  privacy: lazyPage(() => import('../features/legal/pages/PrivacyPage'), 'PrivacyPage'),
  'outside-services': lazyPage(
    () => import('../features/legal/pages/OutsideServicesPage'),
    'OutsideServicesPage',
  ),
  tokushoho: lazyPage(() => import('../features/legal/pages/TokushohoPage'), 'TokushohoPage'),
  timeline: lazyPage(() => import('./TimelineRoute'), 'TimelineRoute'),
  gallery: lazyPage(() => import('../features/posts/pages/GalleryPage'), 'GalleryPage'),
  'posts/:id': lazyPage(() => import('./PostDetailRoute'), 'PostDetailRoute'),
  feed: lazyPage(() => import('../features/posts/pages/FeedPage'), 'FeedPage'),
  upload: lazyPage(() => import('../features/posts/pages/UploadPage'), 'UploadPage'),
  favorites: lazyPage(() => import('./FavoritesRoute'), 'FavoritesRoute'),
  coupons: lazyPage(() => import('../features/coupons/pages/MyCouponsPage'), 'MyCouponsPage'),
  'coupons/uses/:id': lazyPage(
    () => import('../features/coupons/pages/CouponUsePage'),
    'CouponUsePage',
  ),
  'profile/:id': lazyPage(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage'),
  profile: lazyPage(() => import('../features/profile/pages/MyProfilePage'), 'MyProfilePage'),
  search: lazyPage(() => import('../features/search/pages/SearchPage'), 'SearchPage'),
  map: lazyPage(() => import('../features/map/pages/MapPage'), 'MapPage'),
  venues: lazyPage(() => import('../features/places/pages/PlaceLists'), 'VenuesPage'),
  artists: lazyPage(() => import('../features/places/pages/PlaceLists'), 'ArtistsPage'),
  restaurants: lazyPage(() => import('../features/places/pages/PlaceLists'), 'RestaurantsPage'),
  'venues/:id': lazyPage(
    () => import('../features/places/pages/PlaceDetailPage'),
    'VenueDetailPage',
  ),
  'restaurants/:id': lazyPage(
    () => import('../features/places/pages/PlaceDetailPage'),
    'RestaurantDetailPage',
  ),
  'artists/:id': lazyPage(
    () => import('../features/places/pages/ArtistDetailPage'),
    'ArtistDetailPage',
  ),
  hazardmap: lazyPage(() => import('./HazardMapRoute'), 'HazardMapRoute'),
  alerts: lazyPage(() => import('../features/alerts/pages/AlertsPage'), 'AlertsPage'),
  handover: lazyPage(() => import('../features/auth/pages/HandoverPage'), 'HandoverPage'),
  stamprally: lazyPage(
    () => import('../features/stamprally/pages/StampRallyPage'),
    'StampRallyPage',
  ),
  'stamprally/:id': lazyPage(
    () => import('../features/stamprally/pages/RallyDetailPage'),
    'RallyDetailPage',
  ),
  'stamprally/:id/checkin': lazyPage(
    () => import('../features/stamprally/pages/CheckinPage'),
    'CheckinPage',
  ),
  'stamprally/:id/scan': lazyPage(
    () => import('../features/stamprally/pages/ScanPage'),
    'ScanPage',
  ),
  'stamprally/:id/manage': lazyPage(
    () => import('../features/stamprally/pages/ManagePage'),
    'ManagePage',
  ),
  'stamprally/new': lazyPage(
    () => import('../features/stamprally/pages/NewRallyPage'),
    'NewRallyPage',
  ),
  'stamprally/:id/manage/qr/:spotId': lazyPage(
    () => import('../features/stamprally/pages/QrScreenPage'),
    'QrScreenPage',
  ),
  'stamprally/:id/manage/print': lazyPage(
    () => import('../features/stamprally/pages/PrintSheetPage'),
    'PrintSheetPage',
  ),
  'ad-landing': lazyPage(() => import('../features/ads/pages/AdLandingPage'), 'AdLandingPage'),
  'ads/success': lazyPage(() => import('../features/ads/pages/AdSuccessPage'), 'AdSuccessPage'),
  'ads/cancel': lazyPage(() => import('../features/ads/pages/AdCancelPage'), 'AdCancelPage'),
  'ads/order': lazyPage(() => import('../features/ads/pages/AdOrderPage'), 'AdOrderPage'),
  ads: lazyPage(() => import('../features/ads/pages/AdManagePage'), 'AdManagePage'),
  'ads/orders/:id/receipt': lazyPage(
    () => import('../features/ads/pages/AdReceiptPage'),
    'AdReceiptPage',
  ),
  'admin/ads': lazyPage(() => import('./AdReviewRoute'), 'AdReviewRoute'),
  'admin/:view?': lazyPage(() => import('../features/admin/pages/AdminPage'), 'AdminPage'),
  notices: lazyPage(() => import('../features/notices/pages/NoticesPage'), 'NoticesPage'),
  'event-auth': lazyPage(() => import('../features/events/pages/EventAuthPage'), 'EventAuthPage'),
  'event-upload': lazyPage(
    () => import('../features/events/pages/EventUploadPage'),
    'EventUploadPage',
  ),
  'creator-recruit': lazyPage(
    () => import('../features/landing/pages/CreatorRecruitPage'),
    'CreatorRecruitPage',
  ),
  'all-target-lp': lazyPage(
    () => import('../features/landing/pages/AllTargetLpPage'),
    'AllTargetLpPage',
  ),
  materials: lazyPage(() => import('../features/landing/pages/MaterialsPage'), 'MaterialsPage'),
  creatives: lazyPage(() => import('../features/landing/pages/CreativesPage'), 'CreativesPage'),
}
