import { useState } from 'react'
import { Link, useParams } from 'wouter'
import c from '../../../components/i18n/current'
import { BuildingIcon } from '../../../components/icons'
import { MissingPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { formatEventRange, formatValidity } from '../../../components/post/time'
import { PageSpinner } from '../../../components/Spinner'
import { ShareBar } from '../../../components/share/ShareBar'
import { TranslationNote, userTextLang } from '../../../components/TranslatedText'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { mediaUrl } from '../../../lib/api'
import { useResource } from '../../../lib/useResource'
import type { PagePlaceKind, PlaceDetail } from '../../../shared/api/places'
import { parseRowId } from '../../../shared/ids'
import { fetchPlace } from '../api'
import { FavoriteButton } from '../components/FavoriteButton'
import { HoursTable } from '../components/HoursTable'
import { OpenNowBadge } from '../components/OpenNowBadge'
import { PlaceMap } from '../components/PlaceMap'
import { Timetable } from '../components/Timetable'
import m from '../i18n/current'
import '../places.css'
import { Nums } from '../../../components/Nums'

/** A venue's or restaurant's page; the other kind's id is not found here. */
function PlaceDetailPage({ kind }: { kind: PagePlaceKind }) {
  const params = useParams<{ id: string }>()
  const { state, retry } = useResource<PlaceDetail>(parseRowId(params.id), fetchPlace)
  const [notice, notify] = useNotice()
  // International sites: one "show original" switches every text of the place's own together.
  const [showOriginal, setShowOriginal] = useState(false)
  // A restaurant's id under /app/venues (or the reverse) is not a page: the same 404 as unknown.
  const place = state.status === 'ready' && state.data.kind === kind ? state.data : null
  useEdgePageMeta(place ? { title: place.name, description: place.description } : null)

  if (state.status === 'loading')
    return (
      <main className="page page--narrow" aria-busy="true">
        <PageSpinner />
      </main>
    )
  if (!place)
    return (
      <MissingPage
        notFound={state.status !== 'error'}
        notFoundIcon={<BuildingIcon size={40} />}
        text={m.place}
        onRetry={retry}
      />
    )
  const image = mediaUrl(place.image_url)
  const translation = place.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const textLang = userTextLang(translation, showOriginal)
  const accessText = original?.access ?? place.access
  const hoursNote = original?.hours_note !== undefined ? original.hours_note : place.hours_note
  // The name a visitor shows a local: the Japanese, under the translated one.
  const japaneseName =
    translation?.translated && !showOriginal ? translation.original?.name : undefined
  // Events and coupons listed here carry their own originals when they were translated.
  const shownOriginal = <T,>(item: { original?: T }) => (showOriginal ? item.original : undefined)
  const listLang = (item: { original?: unknown }) =>
    translation && (showOriginal || !item.original) ? 'ja' : undefined
  return (
    <main className="page page--narrow place-page">
      {notice}
      <nav className="place-page__back">
        <Link href={kind === 'restaurant' ? '/app/restaurants' : '/app/venues'}>
          {kind === 'restaurant' ? m.restaurants.title : m.venues.title}
        </Link>
      </nav>
      {image ? (
        <img className="place-page__image" src={image} alt="" width={1200} height={800} />
      ) : null}
      <header className="place-page__header">
        <h1 id="place-name" className="page-title" lang={textLang}>
          {original?.name ?? place.name}
        </h1>
        {japaneseName ? (
          <p className="place-page__japanese-name" lang="ja">
            {japaneseName}
          </p>
        ) : null}
        <p className="place-card__facts">
          {place.genre ? <span className="badge">{c.genres[place.genre]}</span> : null}
          <OpenNowBadge hours={place.opening_hours} />
          {place.price_range ? <span>{place.price_range}</span> : null}
        </p>
        <FavoriteButton
          target="places"
          id={place.id}
          favorited={place.favorited}
          onError={(text) => notify(text, 'error')}
        />
      </header>
      {place.description ? (
        <p id="place-description" className="place-page__description" lang={textLang}>
          {original?.description ?? place.description}
        </p>
      ) : null}
      <TranslationNote
        translation={translation}
        showOriginal={showOriginal}
        onShowOriginalChange={setShowOriginal}
        controls="place-name place-description"
      />
      {/* Shared in the site's language: the translated name, whatever is shown. */}
      <ShareBar
        title={place.name}
        path={`/app/${kind === 'restaurant' ? 'restaurants' : 'venues'}/${place.id}`}
        notify={notify}
      />
      {kind === 'venue' ? (
        <section aria-labelledby="timetable-heading">
          <h2 id="timetable-heading" className="post-section-title">
            {m.timetable.title}
          </h2>
          <Timetable slots={place.slots} show="artist" showOriginal={showOriginal} />
        </section>
      ) : null}
      {place.coupons.length ? (
        <section aria-labelledby="coupons-heading">
          <h2 id="coupons-heading" className="post-section-title">
            {m.place.coupons}
          </h2>
          <ul className="place-links">
            {place.coupons.map((coupon) => (
              <li key={coupon.id}>
                <Link href={`/app/posts/${coupon.id}`} lang={listLang(coupon)}>
                  {shownOriginal(coupon)?.title ?? coupon.title}
                </Link>
                {coupon.coupon_offer ? (
                  <span lang={listLang(coupon)}>
                    {' '}
                    {shownOriginal(coupon)
                      ? shownOriginal(coupon)?.coupon_offer
                      : coupon.coupon_offer}
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
      ) : null}
      <section aria-labelledby="info-heading">
        <h2 id="info-heading" className="post-section-title">
          {m.place.info}
        </h2>
        <dl className="place-facts">
          <dt>{m.place.address}</dt>
          {/* Addresses stay as written (Japanese) on every site. */}
          <dd lang={translation ? 'ja' : undefined}>
            <Nums>{place.address}</Nums>
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
        {place.lat !== null && place.lng !== null ? (
          <PlaceMap lat={place.lat} lng={place.lng} name={place.name} kind={place.kind} />
        ) : null}
      </section>
      {place.events.length ? (
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="post-section-title">
            {m.place.events}
          </h2>
          <ul className="place-links">
            {place.events.map((event) => (
              <li key={event.id}>
                <Link href={`/app/posts/${event.id}`} lang={listLang(event)}>
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
      ) : null}
    </main>
  )
}

export const VenueDetailPage = () => <PlaceDetailPage kind="venue" />
export const RestaurantDetailPage = () => <PlaceDetailPage kind="restaurant" />
