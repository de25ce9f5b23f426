import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import {
  AlertIcon,
  ArrowRightIcon,
  CalendarIcon,
  TicketIcon,
  TimelineIcon,
} from '../../../components/icons'
import { RelativeTime, useNow } from '../../../components/post/RelativeTime'
import { formatDay, formatEventRange, formatValidity } from '../../../components/post/time'
import { PageSpinner } from '../../../components/Spinner'
import { usePageMeta } from '../../../lib/meta'
import type { PostSummary } from '../../../shared/api/posts'
import { cardText, shownAuthor } from '../../../shared/text'
import { eventWhen } from '../../../shared/today'
import { userAtom } from '../../../state/session'
import t from './i18n/current'
import { useToday } from './useToday'
import './resident-home.css'

/** A post's one line: its heading, or "…さんの投稿" for a photo alone. */
const headingOf = (post: PostSummary) =>
  cardText(post).heading || c.card.postBy(shownAuthor(post).name)

/** One item: its heading, then a line of facts (a badge first, if any). */
function Row(props: { post: PostSummary; badge?: string; meta: ReactNode[] }) {
  return (
    <li>
      <Link href={`/app/posts/${props.post.id}`} className="today-row">
        <span className="today-row__head">
          {props.badge ? <span className="today-row__badge">{props.badge}</span> : null}
          <span className="today-row__title">{headingOf(props.post)}</span>
        </span>
        <span className="today-row__meta">
          {props.meta.map((fact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's facts never move
            <span key={index} className="today-row__fact">
              {fact}
            </span>
          ))}
        </span>
      </Link>
    </li>
  )
}

function Section(props: {
  id: string
  icon: ReactNode
  title: string
  more: { href: string; label: string }
  empty: string
  children: ReactNode[]
}) {
  return (
    <section
      className={`today-section today-section--${props.id}`}
      aria-labelledby={`today-${props.id}`}
    >
      <div className="today-section__head">
        <h2 id={`today-${props.id}`} className="today-section__title">
          {props.icon}
          {props.title}
        </h2>
        <Link href={props.more.href} className="today-section__more" aria-label={props.more.label}>
          {t.more}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {props.children.length ? (
        <ul className="today-section__list">{props.children}</ul>
      ) : (
        <p className="today-section__empty">{props.empty}</p>
      )}
    </section>
  )
}

/**
 * A signed-in resident's home: today in the town first (events on now or coming, coupons usable
 * now, the newest posts) and the hazard map one tap away, under disaster mode's `lead`; `more`
 * after it (the landing's 「まちをもっと知る」). The landing page stays for everyone else.
 */
export function ResidentHome({ lead, more }: { lead: ReactNode; more?: ReactNode }) {
  usePageMeta({})
  const user = useAtomValue(userAtom)
  const now = useNow()
  const { today, failed, retry } = useToday()
  return (
    <main className="page page--wide home resident-home">
      {lead}
      <header className="resident-home__head">
        <h1 className="resident-home__title">{t.title}</h1>
        <p className="resident-home__date">
          <span>{formatDay(new Date(now).toISOString())}</span>
          {user ? <span>{t.greeting(user.name)}</span> : null}
        </p>
      </header>
      {/* Posting and the map are in the menu; the hazard map is not, and must be found at once. */}
      <Link href="/app/hazardmap" className="resident-hazard">
        <AlertIcon size={20} />
        {t.hazard}
        <ArrowRightIcon size={18} />
      </Link>
      {failed ? (
        <p role="alert" className="resident-home__error">
          {t.loadFailed}{' '}
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            {t.retry}
          </button>
        </p>
      ) : !today ? (
        // The edge's first screen stays meanwhile (src/lib/first-screen.ts).
        <PageSpinner />
      ) : (
        <div className="resident-home__today">
          <Section
            id="events"
            icon={<CalendarIcon size={20} />}
            title={t.events.title}
            more={{ href: '/app/timeline?kind=event', label: t.events.more }}
            empty={t.events.empty}
          >
            {today.events.map((post) => {
              const when = post.event ? eventWhen(post.event, now) : 'later'
              return (
                <Row
                  key={post.id}
                  post={post}
                  badge={
                    when === 'now' ? t.events.now : when === 'today' ? t.events.today : undefined
                  }
                  meta={
                    post.event ? [formatEventRange(post.event.starts_at, post.event.ends_at)] : []
                  }
                />
              )
            })}
          </Section>
          <Section
            id="coupons"
            icon={<TicketIcon size={20} />}
            title={t.coupons.title}
            more={{ href: '/app/timeline?kind=coupon', label: t.coupons.more }}
            empty={t.coupons.empty}
          >
            {today.coupons.map((post) => (
              <Row
                key={post.id}
                post={post}
                meta={[
                  post.coupon?.offer,
                  formatValidity(
                    post.coupon?.valid_from ?? null,
                    post.coupon?.valid_until ?? null,
                  ) || t.coupons.noEnd,
                ]}
              />
            ))}
          </Section>
          <Section
            id="posts"
            icon={<TimelineIcon size={20} />}
            title={t.posts.title}
            more={{ href: '/app/timeline', label: t.posts.more }}
            empty={t.posts.empty}
          >
            {today.posts.map((post) => (
              <Row
                key={post.id}
                post={post}
                meta={[shownAuthor(post).name, <RelativeTime key="at" value={post.created_at} />]}
              />
            ))}
          </Section>
        </div>
      )}
      {more}
    </main>
  )
}
