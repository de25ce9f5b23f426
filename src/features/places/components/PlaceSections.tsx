import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import { Nums } from '../../../components/Nums'
import { OriginalBeside } from '../../../components/OriginalBeside'
import { formatEventRange, formatValidity } from '../../../components/post/time'
import { RomanAddress } from '../../../components/RomanAddress'
import type { PlaceDetail } from '../../../shared/api/places'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { FavoriteButton } from './FavoriteButton'
import { HoursTable } from './HoursTable'
import { OpenNowBadge } from './OpenNowBadge'
import { shownPriceRange } from './priceRange'

// Sections of a place's page (PlaceDetailPage).

interface Listed {
  place: PlaceDetail
  /** International sites: the place's texts shown as written (Japanese). */
  showOriginal: boolean
}

/**
 * Events and coupons listed on a place carry their own originals when they were translated: the
 * original to show, and the language of what is shown.
 */
function listed({ place, showOriginal }: Listed) {
  const shownOriginal = <T,>(item: { original?: T }) => (showOriginal ? item.original : undefined)
  const listLang = (item: { original?: unknown }) =>
    place.translation && (showOriginal || !item.original) ? 'ja' : undefined
  return { shownOriginal, listLang }
}

/** The coupons the place offers, with their validity. */
export function PlaceCoupons(props: Listed) {
  const { place } = props
  const { shownOriginal, listLang } = listed(props)
  if (!place.coupons.length) return null
  return (
    <section aria-labelledby="coupons-heading">
      <h2 id="coupons-heading" className="post-section-title">
        {m.place.coupons}
      </h2>
      <ul className="place-links">
        {place.coupons.map((coupon) => (
          <li key={coupon.id}>
            <Link href={pathTo('/app/posts/:id', { id: coupon.id })} lang={listLang(coupon)}>
              {shownOriginal(coupon)?.title ?? coupon.title}
            </Link>
            {coupon.coupon_offer ? (
              <span lang={listLang(coupon)}>
                {' '}
                {shownOriginal(coupon) ? shownOriginal(coupon)?.coupon_offer : coupon.coupon_offer}
              </span>
            ) : null}
            {coupon.valid_until ? (
              <span className="place-links__meta">
                {' '}
                <Nums>{formatValidity(null, coupon.valid_until)}</Nums>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The events held at the place, with their dates. */
export function PlaceEvents(props: Listed) {
  const { place } = props
  const { shownOriginal, listLang } = listed(props)
  if (!place.events.length) return null
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="post-section-title">
        {m.place.events}
      </h2>
      <ul className="place-links">
        {place.events.map((event) => (
          <li key={event.id}>
            <Link href={pathTo('/app/posts/:id', { id: event.id })} lang={listLang(event)}>
              {shownOriginal(event)?.title ?? event.title}
            </Link>
            {event.starts_at ? (
              <span className="place-links__meta">
                {' '}
                <Nums>{formatEventRange(event.starts_at, event.ends_at ?? '')}</Nums>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Address, access, phone, hours, reservations and website. */
export function PlaceFacts(props: {
  place: PlaceDetail
  accessText: string | null
  hoursNote: string | null
  /** The language of the place's own texts as shown. */
  textLang: 'ja' | undefined
}) {
  const { place, accessText, hoursNote, textLang } = props
  const translation = place.translation
  return (
    <dl className="place-facts">
      <dt>{m.place.address}</dt>
      {/* International sites: Japan Post's romaji with the Japanese under it, to show a local;
          an address it cannot match stays as written (Japanese). */}
      <dd lang={translation && !place.address_original ? 'ja' : undefined}>
        <OriginalBeside
          text={
            place.address_original ? (
              <RomanAddress address={place.address} />
            ) : (
              <Nums>{place.address}</Nums>
            )
          }
          original={place.address_original}
        />
      </dd>
      {accessText ? (
        <>
          <dt>{m.place.access}</dt>
          <dd lang={textLang}>{accessText}</dd>
        </>
      ) : null}
      {place.phone ? (
        <>
          <dt>{m.place.phone}</dt>
          <dd>
            <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
          </dd>
        </>
      ) : null}
      {place.opening_hours || hoursNote ? (
        <>
          <dt>{m.place.hours}</dt>
          <dd>
            <HoursTable hours={place.opening_hours} note={hoursNote} noteLang={textLang} />
          </dd>
        </>
      ) : null}
      {place.reservation_url ? (
        <>
          <dt>{m.place.reservation}</dt>
          <dd>
            <a href={place.reservation_url} target="_blank" rel="noopener noreferrer">
              {m.place.reserve}
            </a>
          </dd>
        </>
      ) : null}
      {place.url ? (
        <>
          <dt>{m.place.website}</dt>
          <dd>
            <a href={place.url} target="_blank" rel="noopener noreferrer">
              {place.url}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  )
}

/** The place's name (and its Japanese under a translation), its badges and the save button. */
export function PlaceHeader(props: {
  place: PlaceDetail
  name: string
  japaneseName: string | undefined
  textLang: 'ja' | undefined
  onError: (text: string) => void
}) {
  const { place, name, japaneseName, textLang, onError } = props
  return (
    <header className="place-page__header">
      <h1 id="place-name" className="page-title" lang={textLang}>
        {name}
      </h1>
      {japaneseName ? (
        <p className="place-page__japanese-name" lang="ja">
          {japaneseName}
        </p>
      ) : null}
      <p className="place-card__facts">
        {place.genre ? <span className="badge">{c.genres[place.genre]}</span> : null}
        <OpenNowBadge hours={place.opening_hours} />
        {place.price_range ? <span>{shownPriceRange(place.price_range)}</span> : null}
      </p>
      <FavoriteButton target="places" id={place.id} favorited={place.favorited} onError={onError} />
    </header>
  )
}
