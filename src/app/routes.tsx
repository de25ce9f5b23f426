import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { HomePage } from '../features/home/pages/HomePage'
import { isAllowedInNativeApp, isNativeApp } from '../lib/platform'
import { PUBLIC_LANDING_ROUTES, WEB_ONLY_LANDING_ROUTES } from '../shared/routes'
import { mainSiteAuthPages as auth } from './authPages'
import { RequireAuth } from './guards'
import { AppLayout, LandingLayout } from './layout/AppLayout'
import { RouteEffects } from './layout/RouteEffects'
import { NotFoundPage } from './NotFoundPage'
import * as page from './pages'

const LANDING_PATHS = new Set<string>(
  [...WEB_ONLY_LANDING_ROUTES, ...PUBLIC_LANDING_ROUTES].map((route) => `/${route}`),
)

function RedirectToApp() {
  const search = useSearch()
  // `?c=` campaign codes must survive the hop.
  return <Redirect to={`/app${search ? `?${search}` : ''}`} replace />
}

/** The one router of the SPA: every route of src/shared/routes.ts, the 404 page last. */
export function AppRoutes() {
  const [pathname] = useLocation()
  // On the native app any path outside /app goes to /app (the edge does the same).
  if (pathname !== '/' && isNativeApp() && !isAllowedInNativeApp(pathname)) {
    return <Redirect to="/app" replace />
  }
  const Layout = LANDING_PATHS.has(pathname.replace(/\/+$/, '')) ? LandingLayout : AppLayout
  return (
    <>
      <RouteEffects />
      <Layout>
        <Switch>
          <Route path="/" component={RedirectToApp} />
          <Route path="/app" component={HomePage} />
          <Route path="/app/about" component={page.AboutPage} />
          <Route path="/app/terms" component={page.TermsPage} />
          <Route path="/app/privacy" component={page.PrivacyPage} />
          <Route path="/app/tokushoho" component={page.TokushohoPage} />
          <Route path="/app/ad-landing" component={page.AdLandingPage} />
          <Route path="/app/timeline" component={page.TimelinePage} />
          <Route path="/app/gallery" component={page.GalleryPage} />
          <Route path="/app/search" component={page.SearchPage} />
          <Route path="/app/map" component={page.MapPage} />
          <Route path="/app/posts/:id" component={page.PostDetailPage} />
          <Route path="/app/profile/:id" component={page.ProfilePage} />
          <Route path="/app/settings" component={page.SettingsPage} />
          <Route path="/app/ads/success" component={page.AdSuccessPage} />
          <Route path="/app/ads/cancel" component={page.AdCancelPage} />
          <Route path="/app/hazardmap" component={page.HazardMapPage} />
          <Route path="/app/alerts" component={page.AlertsPage} />
          <Route path="/app/venues" component={page.VenuesPage} />
          <Route path="/app/venues/:id" component={page.VenueDetailPage} />
          <Route path="/app/artists" component={page.ArtistsPage} />
          <Route path="/app/artists/:id" component={page.ArtistDetailPage} />
          <Route path="/app/stamprally" component={page.StampRallyPage} />
          <Route path="/app/stamprally/new">
            <RequireAuth>
              <page.RallyNewPage />
            </RequireAuth>
          </Route>
          <Route path="/app/stamprally/:id" component={page.RallyDetailPage} />
          <Route path="/app/stamprally/:id/checkin" component={page.RallyCheckinPage} />
          <Route path="/app/stamprally/:id/scan" component={page.RallyScanPage} />
          <Route path="/app/stamprally/:id/manage">
            <RequireAuth>
              <page.RallyManagePage />
            </RequireAuth>
          </Route>
          <Route path="/app/stamprally/:id/manage/qr/:spotId">
            <RequireAuth>
              <page.RallyQrScreenPage />
            </RequireAuth>
          </Route>
          <Route path="/app/stamprally/:id/manage/print">
            <RequireAuth>
              <page.RallyPrintSheetPage />
            </RequireAuth>
          </Route>
          <Route path="/app/restaurants" component={page.RestaurantsPage} />
          <Route path="/app/restaurants/:id" component={page.RestaurantDetailPage} />
          <Route path="/app/event-auth" component={page.EventAuthPage} />

          {/* Login required. */}
          <Route path="/app/feed">
            <RequireAuth>
              <page.FeedPage />
            </RequireAuth>
          </Route>
          <Route path="/app/upload">
            <RequireAuth>
              <page.UploadPage />
            </RequireAuth>
          </Route>
          <Route path="/app/profile">
            <RequireAuth>
              <page.MyProfilePage />
            </RequireAuth>
          </Route>
          <Route path="/app/favorites">
            <RequireAuth>
              <page.FavoritesPage />
            </RequireAuth>
          </Route>
          <Route path="/app/coupons">
            <RequireAuth>
              <page.MyCouponsPage />
            </RequireAuth>
          </Route>
          <Route path="/app/coupons/uses/:id">
            <RequireAuth>
              <page.CouponUsePage />
            </RequireAuth>
          </Route>
          <Route path="/app/notices">
            <RequireAuth>
              <page.NoticesPage />
            </RequireAuth>
          </Route>
          <Route path="/app/ads">
            <RequireAuth>
              <page.AdManagePage />
            </RequireAuth>
          </Route>
          <Route path="/app/ads/order">
            <RequireAuth>
              <page.AdOrderPage />
            </RequireAuth>
          </Route>
          <Route path="/app/ads/orders/:id/receipt">
            <RequireAuth>
              <page.AdReceiptPage />
            </RequireAuth>
          </Route>
          <Route path="/app/admin/ads">
            {/* The ad review API refuses everyone but admins and moderators. */}
            <RequireAuth>
              <page.AdReviewPage />
            </RequireAuth>
          </Route>
          <Route path="/app/admin/:view?">
            {/* The desk and its views (src/features/admin/pages/desk-views.tsx), after the ad
                review above. The guard checks only that someone is logged in; no admin-role
                check is shown, so the admin API itself must refuse non-admins. */}
            <RequireAuth>
              <page.AdminPage />
            </RequireAuth>
          </Route>
          <Route path="/app/event-upload">
            <RequireAuth page="event-upload">
              <page.EventUploadPage />
            </RequireAuth>
          </Route>

          {/* Main site only: compiled out of the international builds. */}
          {auth
            ? [
                <Route key="login" path="/app/login" component={auth.LoginPage} />,
                <Route
                  key="forgot"
                  path="/app/forgot-password"
                  component={auth.ForgotPasswordPage}
                />,
                <Route
                  key="reset"
                  path="/app/reset-password/:token"
                  component={auth.ResetPasswordPage}
                />,
                <Route key="register" path="/app/register" component={auth.RegisterPage} />,
                <Route key="verify" path="/app/verify-email" component={auth.VerifyEmailPage} />,
                <Route
                  key="test-verify"
                  path="/app/test-email-verification"
                  component={auth.TestEmailVerificationPage}
                />,
                <Route
                  key="callback"
                  path="/app/auth/callback"
                  component={auth.AuthCallbackPage}
                />,
              ]
            : null}

          {/* Outside /app; the native app never gets here (see above). */}
          <Route path="/creator-recruit" component={page.CreatorRecruitPage} />
          <Route path="/all-target-lp" component={page.AllTargetLpPage} />
          <Route path="/materials" component={page.MaterialsPage} />
          <Route path="/creatives" component={page.CreativesPage} />

          <Route component={NotFoundPage} />
        </Switch>
      </Layout>
    </>
  )
}
