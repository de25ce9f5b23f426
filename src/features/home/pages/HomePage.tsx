import { useAtomValue } from 'jotai'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'wouter'
import {
  AlertIcon,
  ArrowRightIcon,
  CalendarIcon,
  ImageIcon,
  MapPinIcon,
  MusicIcon,
  SearchIcon,
  StampIcon,
  TimelineIcon,
  UtensilsIcon,
} from '../../../components/shell-icons'
import { usePageMeta } from '../../../lib/meta'
import { loginHref, site } from '../../../lib/site'
import { pathTo } from '../../../shared/links'
import { authLoadingAtom, isAuthenticatedAtom, userAtom } from '../../../state/session'
import { TownIllustration } from '../components/TownIllustration'
import m from '../i18n/current'
import '../home.css'

// The town's LINE account (most towns have none): its chunk only where one is configured.
const LineFriendButton = lazy(() =>
  import('../../../components/town/LineFriendButton').then((module) => ({
    default: module.LineFriendButton,
  })),
)

const t = m.home

function FeatureCard(props: { href: string; icon: ReactNode; title: string; body: string }) {
  return (
    <li>
      <Link href={props.href} className="feature-card">
        <span className="feature-card__icon">{props.icon}</span>
        <span className="feature-card__text">
          <span className="feature-card__title">{props.title}</span>
          <span className="feature-card__body">{props.body}</span>
        </span>
        <ArrowRightIcon size={18} className="feature-card__arrow" />
      </Link>
    </li>
  )
}

/** Logged out: why an account helps, and where to get one (the main site for foreign visitors). */
function JoinPanel() {
  const loading = useAtomValue(authLoadingAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const user = useAtomValue(userAtom)
  if (loading) return null
  if (authenticated && user) {
    return (
      <section className="join-panel" aria-labelledby="home-join">
        <h2 id="home-join">{t.welcome(user.name)}</h2>
        <p>{t.welcomeBody}</p>
        <div className="button-row">
          <Link href={pathTo('/app/upload')} className="button button--primary">
            {t.post}
          </Link>
        </div>
      </section>
    )
  }
  return (
    <section className="join-panel" aria-labelledby="home-join">
      <h2 id="home-join">{t.join.title}</h2>
      <p>{t.join.body}</p>
      <div className="button-row">
        {__INTERNATIONAL__ ? (
          <a href={loginHref(pathTo('/app'))} className="button button--primary">
            {t.join.mainSite}
          </a>
        ) : (
          <>
            <Link href={pathTo('/app/register')} className="button button--primary">
              {t.join.register}
            </Link>
            <Link href={pathTo('/app/login')} className="button button--secondary">
              {t.join.login}
            </Link>
          </>
        )}
      </div>
    </section>
  )
}

/** 「まちをもっと知る」: the town's other pages (the landing's and a resident's home's last part). */
export function ExploreSection() {
  return (
    <section className="home-section" aria-labelledby="home-explore">
      <h2 id="home-explore" className="section-title">
        {t.exploreTitle}
      </h2>
      <ul className="chip-list">
        <li>
          <Link href={pathTo('/app/gallery')} className="chip">
            <ImageIcon size={18} />
            {t.explore.gallery}
          </Link>
        </li>
        <li>
          <Link href={pathTo('/app/artists')} className="chip">
            <MusicIcon size={18} />
            {t.explore.artists}
          </Link>
        </li>
        <li>
          <Link href={pathTo('/app/restaurants')} className="chip">
            <UtensilsIcon size={18} />
            {t.explore.restaurants}
          </Link>
        </li>
        <li>
          <Link href={pathTo('/app/hazardmap')} className="chip">
            <AlertIcon size={18} />
            {t.explore.hazardMap}
          </Link>
        </li>
        <li>
          <Link href={pathTo('/app/search')} className="chip">
            <SearchIcon size={18} />
            {t.explore.search}
          </Link>
        </li>
      </ul>
    </section>
  )
}

/** `lead`: what comes before the introduction (disaster mode's, composed in src/app/HomeRoute.tsx). */
export function HomePage({ lead }: { lead?: ReactNode }) {
  usePageMeta({})
  return (
    <main className="page page--wide home">
      {lead}
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t.eyebrow}</p>
          <h1 id="home-title" className="hero__title">
            {t.title}
          </h1>
          <p className="hero__lead">{t.lead}</p>
          <div className="button-row">
            <Link href={pathTo('/app/timeline')} className="button button--primary button--large">
              {t.primary}
            </Link>
            <Link href={pathTo('/app/map')} className="button button--secondary button--large">
              {t.secondary}
            </Link>
          </div>
        </div>
        <div className="hero__art">
          <TownIllustration />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="section-title">
          {t.featuresTitle}
        </h2>
        <ul className="feature-grid">
          <FeatureCard
            href={pathTo('/app/timeline')}
            icon={<TimelineIcon />}
            title={t.features.timeline.title}
            body={t.features.timeline.body}
          />
          <FeatureCard
            href={pathTo('/app/map')}
            icon={<MapPinIcon />}
            title={t.features.map.title}
            body={t.features.map.body}
          />
          <FeatureCard
            href={pathTo('/app/venues')}
            icon={<CalendarIcon />}
            title={t.features.events.title}
            body={t.features.events.body}
          />
          <FeatureCard
            href={pathTo('/app/stamprally')}
            icon={<StampIcon />}
            title={t.features.stampRally.title}
            body={t.features.stampRally.body}
          />
        </ul>
      </section>

      <ExploreSection />

      <JoinPanel />
      {site.townLineUrl ? (
        <Suspense fallback={null}>
          <LineFriendButton />
        </Suspense>
      ) : null}
    </main>
  )
}
