import { Link } from 'wouter'
import { CalendarIcon, MapPinIcon } from '../../../components/icons'
import { useNow } from '../../../components/post/RelativeTime'
import {
  couponState,
  formatEventRange,
  formatValidity,
  parseTownTime,
} from '../../../components/post/time'
import { site } from '../../../lib/site'
import type { EventByOrganizer, Post } from '../../../shared/api/posts'
import { mapLinkTo } from '../../../shared/map-url'
import m from '../i18n/current'
import '../../../components/post/badges.css'
import { Nums } from '../../../components/Nums'
import { OriginalBeside } from '../../../components/OriginalBeside'
import { pathTo } from '../../../shared/links'

const townTimeNote = () => (site.international ? ` (${m.detail.event.timeZone})` : '')

function placeLine(post: Post): string {
  return [post.place?.name, post.place?.address].filter(Boolean).join(', ')
}

/** The .ics builder loads on the button's first press: most post pages (coupons, posts) have none. */
async function addToCalendar(post: Post) {
  if (!post.event) return
  const { buildIcs, downloadIcs } = await import('../lib/ics')
  const url = `${window.location.origin}${pathTo('/app/posts/:id', { id: post.id })}`
  const content = buildIcs({
    uid: `post-${post.id}@${site.siteHost}`,
    title: post.title?.trim() || post.body.slice(0, 30),
    description: `${post.body}\n\n${url}`,
    startsAt: post.event.starts_at,
    endsAt: post.event.ends_at,
    location: placeLine(post) || null,
    lat: post.place?.lat ?? null,
    lng: post.place?.lng ?? null,
    url,
    now: new Date(),
  })
  downloadIcs(content, `jimoto-event-${post.id}.ics`)
}

/**
 * What the facts need beside the post as shown: the `lang` of its user text (the place name,
 * the coupon's offer and terms) when that is the Japanese on an international site.
 */
interface FactsProps {
  post: Post
  textLang?: 'ja'
}

/** What an organization states with its event: who, each day, tickets, capacity. */
function OrganizerFacts({ details }: { details: EventByOrganizer }) {
  const { organizer, organizer_original, days, ticket_price, ticket_url, capacity } = details
  return (
    <>
      <div>
        <dt>{m.detail.event.organizer}</dt>
        {/* Translated on an international site, with the name it registered in Japanese under
            it (what a visitor looks for on a poster); untranslated, the Japanese, marked so. */}
        <dd lang={site.international && !organizer_original ? 'ja' : undefined}>
          <OriginalBeside text={organizer} original={organizer_original} />
        </dd>
      </div>
      {days.length > 1 ? (
        <div>
          <dt>{m.detail.event.days}</dt>
          <dd>
            <ul className="event-days">
              {days.map((day) => (
                <li key={day.starts_at}>
                  <Nums>{formatEventRange(day.starts_at, day.ends_at)}</Nums>
                  {townTimeNote()}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {ticket_price !== null || ticket_url ? (
        <div>
          <dt>{m.detail.event.ticket}</dt>
          <dd>
            {ticket_price === null ? null : ticket_price === 0 ? (
              m.detail.event.free
            ) : (
              <Nums>{m.detail.event.price(ticket_price)}</Nums>
            )}
            {ticket_url ? (
              <>
                {ticket_price === null ? null : ' '}
                <a href={ticket_url} target="_blank" rel="noopener noreferrer">
                  {m.detail.event.buyTicket}
                </a>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {capacity === null ? null : (
        <div>
          <dt>{m.detail.event.capacity}</dt>
          <dd>
            <Nums>{m.detail.event.capacityValue(capacity)}</Nums>
          </dd>
        </div>
      )}
    </>
  )
}

export function EventFacts({ post, textLang }: FactsProps) {
  const now = useNow()
  if (!post.event) return null
  const starts = parseTownTime(post.event.starts_at).getTime()
  const ends = parseTownTime(post.event.ends_at).getTime()
  const state = now > ends ? 'ended' : now >= starts ? 'ongoing' : null
  return (
    <section className="fact-card fact-card--event" aria-labelledby="event-heading">
      <h2 id="event-heading" className="fact-card__title">
        <CalendarIcon size={20} />
        {m.detail.event.heading}
      </h2>
      <dl className="definition-list">
        <div>
          <dt>{m.detail.event.dates}</dt>
          <dd>
            <Nums>{formatEventRange(post.event.starts_at, post.event.ends_at)}</Nums>
            {townTimeNote()}
            {state ? (
              <span className={`status-pill status-pill--${state}`}>{m.detail.event[state]}</span>
            ) : null}
          </dd>
        </div>
        {post.place?.name ? (
          <div>
            <dt>{m.detail.place.heading}</dt>
            <dd lang={textLang}>{post.place.name}</dd>
          </div>
        ) : null}
        {post.event.by_organizer ? <OrganizerFacts details={post.event.by_organizer} /> : null}
      </dl>
      {/* A calendar entry for something already over would only be clutter. */}
      {state === 'ended' ? null : (
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void addToCalendar(post)}
            aria-describedby="calendar-hint"
          >
            <CalendarIcon size={20} />
            {m.detail.event.addToCalendar}
          </button>
          <p id="calendar-hint" className="fact-card__hint">
            {m.detail.event.calendarHint}
          </p>
        </>
      )}
    </section>
  )
}

export function CouponFacts({ post, textLang }: FactsProps) {
  const now = useNow()
  const coupon = post.coupon
  if (!coupon) return null
  const validity = formatValidity(coupon.valid_from, coupon.valid_until)
  const state = couponState(coupon.valid_from, coupon.valid_until, now)
  const limits = [
    coupon.per_user_limit ? m.detail.coupon.perUser(coupon.per_user_limit) : null,
    coupon.total_limit ? m.detail.coupon.total(coupon.total_limit) : null,
  ].filter(Boolean)
  return (
    <section className="fact-card fact-card--coupon" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className="fact-card__title">
        {m.detail.coupon.heading}
      </h2>
      <p className="coupon-offer" lang={textLang}>
        {coupon.offer}
      </p>
      <dl className="definition-list">
        {validity ? (
          <div>
            <dt>{m.detail.coupon.validity}</dt>
            <dd>
              <Nums>{validity}</Nums>
              {townTimeNote()}
              {state !== 'valid' ? (
                <span className={`status-pill status-pill--${state}`}>
                  {state === 'expired' ? m.detail.coupon.expired : m.detail.coupon.notYet}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {limits.length > 0 ? (
          <div>
            <dt>{m.detail.coupon.limits}</dt>
            <dd>
              {/* Each limit whole on its line (先着200枚 never split after 先着). */}
              {limits.map((limit, index) => (
                <span key={limit}>
                  {index > 0 ? ' / ' : null}
                  <span className="nowrap">{limit}</span>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {coupon.terms ? (
          <div>
            <dt>{m.detail.coupon.terms}</dt>
            <dd className="preserve-lines" lang={textLang}>
              {coupon.terms}
            </dd>
          </div>
        ) : null}
      </dl>
      {state === 'valid' ? <p className="fact-card__hint">{m.detail.coupon.howTo}</p> : null}
    </section>
  )
}

export function PlaceFacts({ post, textLang }: FactsProps) {
  const place = post.place
  if (!place || (!place.name && !place.address && place.lat === null)) return null
  return (
    <section className="post-place" aria-labelledby="place-heading">
      <h2 id="place-heading" className="post-section-title">
        <MapPinIcon size={20} />
        {m.detail.place.heading}
      </h2>
      {place.name ? (
        <p className="post-place__name" lang={textLang}>
          {place.name}
        </p>
      ) : null}
      {/* Addresses stay as written (Japanese) on every site. */}
      {place.address ? (
        <p className="post-place__address" lang={post.translation ? 'ja' : undefined}>
          {place.address}
        </p>
      ) : null}
      {place.lat !== null && place.lng !== null ? (
        <Link
          href={mapLinkTo({ kind: post.kind, id: post.id, lat: place.lat, lng: place.lng })}
          className="button button--secondary button--small"
        >
          <MapPinIcon size={18} />
          {m.detail.place.openMap}
        </Link>
      ) : null}
    </section>
  )
}
