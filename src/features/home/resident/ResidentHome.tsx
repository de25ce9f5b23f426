import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
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
import { pathTo } from '../../../shared/links'
import { shownAuthor } from '../../../shared/text'
import { eventWhen } from '../../../shared/today'
import { userAtom } from '../../../state/session'
import t from './i18n/current'
import { type RowFacts, TodaySection } from './TodaySection'
import { useToday } from './useToday'
import './resident-home.css'

/** An event's row: 開催中 or 今日 while it is on or later today, and when it runs. */
function eventFacts(post: PostSummary, now: number): RowFacts {
  const when = post.event ? eventWhen(post.event, now) : 'later'
  return {
    badge: when === 'now' ? t.events.now : when === 'today' ? t.events.today : undefined,
    meta: post.event ? [formatEventRange(post.event.starts_at, post.event.ends_at)] : [],
  }
}

/** A coupon's row: the offer and how long it is valid. */
function couponFacts(post: PostSummary): RowFacts {
  const { coupon } = post
  return {
    meta: [
      coupon?.offer,
      formatValidity(coupon?.valid_from ?? null, coupon?.valid_until ?? null) || t.coupons.noEnd,
    ],
  }
}

/** A post's row: who wrote it and how long ago. */
function postFacts(post: PostSummary): RowFacts {
  return { meta: [shownAuthor(post).name, <RelativeTime key="at" value={post.created_at} />] }
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
      <Link href={pathTo('/app/hazardmap')} className="resident-hazard">
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
          <TodaySection
            id="events"
            icon={<CalendarIcon size={20} />}
            text={t.events}
            href={pathTo('/app/timeline', { kind: 'event' })}
            posts={today.events}
            facts={(post) => eventFacts(post, now)}
          />
          <TodaySection
            id="coupons"
            icon={<TicketIcon size={20} />}
            text={t.coupons}
            href={pathTo('/app/timeline', { kind: 'coupon' })}
            posts={today.coupons}
            facts={couponFacts}
          />
          <TodaySection
            id="posts"
            icon={<TimelineIcon size={20} />}
            text={t.posts}
            href={pathTo('/app/timeline')}
            posts={today.posts}
            facts={postFacts}
          />
        </div>
      )}
      {more}
    </main>
  )
}
