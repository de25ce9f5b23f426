import { lazyPage } from './lazyPage'

// Every page except home and 404 is its own chunk: the first /app load carries only the shell.

export const AboutPage = lazyPage(() => import('../features/about/pages/AboutPage'), 'AboutPage')
export const SettingsPage = lazyPage(() => import('./SettingsRoute'), 'SettingsRoute')
export const TermsPage = lazyPage(() => import('../features/legal/pages/TermsPage'), 'TermsPage')
export const PrivacyPage = lazyPage(
  () => import('../features/legal/pages/PrivacyPage'),
  'PrivacyPage',
)
export const TokushohoPage = lazyPage(
  () => import('../features/legal/pages/TokushohoPage'),
  'TokushohoPage',
)

export const TimelinePage = lazyPage(() => import('./TimelineRoute'), 'TimelineRoute')
export const GalleryPage = lazyPage(
  () => import('../features/posts/pages/GalleryPage'),
  'GalleryPage',
)
export const PostDetailPage = lazyPage(() => import('./PostDetailRoute'), 'PostDetailRoute')
export const FeedPage = lazyPage(() => import('../features/posts/pages/FeedPage'), 'FeedPage')
export const UploadPage = lazyPage(() => import('../features/posts/pages/UploadPage'), 'UploadPage')
export const FavoritesPage = lazyPage(() => import('./FavoritesRoute'), 'FavoritesRoute')
export const MyCouponsPage = lazyPage(
  () => import('../features/coupons/pages/MyCouponsPage'),
  'MyCouponsPage',
)
export const CouponUsePage = lazyPage(
  () => import('../features/coupons/pages/CouponUsePage'),
  'CouponUsePage',
)

export const ProfilePage = lazyPage(
  () => import('../features/profile/pages/ProfilePage'),
  'ProfilePage',
)
export const MyProfilePage = lazyPage(
  () => import('../features/profile/pages/MyProfilePage'),
  'MyProfilePage',
)
export const SearchPage = lazyPage(
  () => import('../features/search/pages/SearchPage'),
  'SearchPage',
)
export const MapPage = lazyPage(() => import('../features/map/pages/MapPage'), 'MapPage')
export const VenuesPage = lazyPage(
  () => import('../features/places/pages/PlaceLists'),
  'VenuesPage',
)
export const ArtistsPage = lazyPage(
  () => import('../features/places/pages/PlaceLists'),
  'ArtistsPage',
)
export const RestaurantsPage = lazyPage(
  () => import('../features/places/pages/PlaceLists'),
  'RestaurantsPage',
)
export const VenueDetailPage = lazyPage(
  () => import('../features/places/pages/PlaceDetailPage'),
  'VenueDetailPage',
)
export const RestaurantDetailPage = lazyPage(
  () => import('../features/places/pages/PlaceDetailPage'),
  'RestaurantDetailPage',
)
export const ArtistDetailPage = lazyPage(
  () => import('../features/places/pages/ArtistDetailPage'),
  'ArtistDetailPage',
)
export const HazardMapPage = lazyPage(() => import('./HazardMapRoute'), 'HazardMapRoute')
export const AlertsPage = lazyPage(
  () => import('../features/alerts/pages/AlertsPage'),
  'AlertsPage',
)
export const StampRallyPage = lazyPage(
  () => import('../features/stamprally/pages/StampRallyPage'),
  'StampRallyPage',
)
export const RallyDetailPage = lazyPage(
  () => import('../features/stamprally/pages/RallyDetailPage'),
  'RallyDetailPage',
)
export const RallyCheckinPage = lazyPage(
  () => import('../features/stamprally/pages/CheckinPage'),
  'CheckinPage',
)
export const RallyScanPage = lazyPage(
  () => import('../features/stamprally/pages/ScanPage'),
  'ScanPage',
)
export const RallyManagePage = lazyPage(
  () => import('../features/stamprally/pages/ManagePage'),
  'ManagePage',
)
export const RallyNewPage = lazyPage(
  () => import('../features/stamprally/pages/NewRallyPage'),
  'NewRallyPage',
)
export const RallyQrScreenPage = lazyPage(
  () => import('../features/stamprally/pages/QrScreenPage'),
  'QrScreenPage',
)
export const RallyPrintSheetPage = lazyPage(
  () => import('../features/stamprally/pages/PrintSheetPage'),
  'PrintSheetPage',
)
export const AdLandingPage = lazyPage(
  () => import('../features/ads/pages/AdLandingPage'),
  'AdLandingPage',
)
export const AdSuccessPage = lazyPage(
  () => import('../features/ads/pages/AdSuccessPage'),
  'AdSuccessPage',
)
export const AdCancelPage = lazyPage(
  () => import('../features/ads/pages/AdCancelPage'),
  'AdCancelPage',
)
export const AdOrderPage = lazyPage(
  () => import('../features/ads/pages/AdOrderPage'),
  'AdOrderPage',
)
export const AdManagePage = lazyPage(
  () => import('../features/ads/pages/AdManagePage'),
  'AdManagePage',
)
export const AdReceiptPage = lazyPage(
  () => import('../features/ads/pages/AdReceiptPage'),
  'AdReceiptPage',
)
export const AdReviewPage = lazyPage(
  () => import('../features/ad-review/pages/AdReviewPage'),
  'AdReviewPage',
)
export const AdminPage = lazyPage(() => import('../features/admin/pages/AdminPage'), 'AdminPage')
export const NoticesPage = lazyPage(
  () => import('../features/notices/pages/NoticesPage'),
  'NoticesPage',
)
export const EventAuthPage = lazyPage(
  () => import('../features/events/pages/EventAuthPage'),
  'EventAuthPage',
)
export const EventUploadPage = lazyPage(
  () => import('../features/events/pages/EventUploadPage'),
  'EventUploadPage',
)

export const CreatorRecruitPage = lazyPage(
  () => import('../features/landing/pages/CreatorRecruitPage'),
  'CreatorRecruitPage',
)
export const AllTargetLpPage = lazyPage(
  () => import('../features/landing/pages/AllTargetLpPage'),
  'AllTargetLpPage',
)
export const MaterialsPage = lazyPage(
  () => import('../features/landing/pages/MaterialsPage'),
  'MaterialsPage',
)
export const CreativesPage = lazyPage(
  () => import('../features/landing/pages/CreativesPage'),
  'CreativesPage',
)
