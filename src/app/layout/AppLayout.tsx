import { type ReactNode, Suspense } from 'react'
import { Link, useLocation } from 'wouter'
import { Logo } from '../../components/Logo'
import { PageSpinner } from '../../components/Spinner'
import { AlertBannerHost } from '../../features/alerts/components/AlertBannerHost'
import { pathTo } from '../../shared/links'
import m from '../i18n/current'
import { AppFooter } from './AppFooter'
import { AppHeader } from './AppHeader'
import { AppNav } from './AppNav'
import { FirstScreenHandoff } from './FirstScreenHandoff'
import { GuardNotice } from './GuardNotice'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { useEmbedMode } from './useEmbedMode'

function LoadingPage() {
  return (
    <main className="page" aria-busy="true">
      <PageSpinner />
    </main>
  )
}

/** The current route's page: its own error boundary (fresh on every path), then its chunk. */
function RoutePage({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingPage />}>
        {children}
        <FirstScreenHandoff />
      </Suspense>
    </RouteErrorBoundary>
  )
}

function SkipLink() {
  return (
    <a className="skip-link" href="#content">
      {m.skipToContent}
    </a>
  )
}

/** Everything under /app: menu, header, the page, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const embed = useEmbedMode()
  return (
    <div className={`app-shell${embed ? ' app-shell--embed' : ''}`}>
      {embed ? null : <SkipLink />}
      {embed ? null : <AppNav />}
      <div className="app-shell__body">
        {embed ? null : <AppHeader />}
        <div id="content" className="app-shell__content" tabIndex={-1}>
          {embed ? null : <AlertBannerHost />}
          {embed ? null : <GuardNotice />}
          <RoutePage>{children}</RoutePage>
        </div>
        <AppFooter />
      </div>
    </div>
  )
}

/** The pages outside /app (creator recruitment, materials…): a slim header that leads to the app. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="landing-shell">
      <SkipLink />
      <header className="landing-header">
        <Link href={pathTo('/app')} className="landing-header__logo" aria-label={m.header.home}>
          <Logo size={32} />
        </Link>
        <Link href={pathTo('/app')} className="button button--primary button--small">
          {m.landing.openApp}
        </Link>
      </header>
      <div id="content" className="landing-shell__content" tabIndex={-1}>
        <AlertBannerHost />
        <RoutePage>{children}</RoutePage>
      </div>
      <AppFooter />
    </div>
  )
}
