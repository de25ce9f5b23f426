import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { BuildingIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { ShareBar } from '../../../components/share/ShareBar'
import { TranslationNote, userTextLang } from '../../../components/TranslatedText'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { mediaUrl } from '../../../lib/api'
import { useResource } from '../../../lib/useResource'
import { type PagePlaceKind, type PlaceDetail, placePath } from '../../../shared/api/places'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { fetchPlace } from '../api'
import { PlaceMap } from '../components/PlaceMap'
import { PlaceCoupons, PlaceEvents, PlaceFacts, PlaceHeader } from '../components/PlaceSections'
import { Timetable } from '../components/Timetable'
import m from '../i18n/current'
import '../places.css'

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

  if (!place)
    return (
      <UnreadyPage
        loading={state.status === 'loading'}
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
  return (
    <main className="page page--narrow place-page">
      {notice}
      <nav className="place-page__back">
        <Link href={kind === 'restaurant' ? pathTo('/app/restaurants') : pathTo('/app/venues')}>
          {kind === 'restaurant' ? m.restaurants.title : m.venues.title}
        </Link>
      </nav>
      {image ? (
        <img className="place-page__image" src={image} alt="" width={1200} height={800} />
      ) : null}
      <PlaceHeader
        place={place}
        name={original?.name ?? place.name}
        japaneseName={japaneseName}
        textLang={textLang}
        onError={(text) => notify(text, 'error')}
      />
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
      <ShareBar title={place.name} path={placePath(kind, place.id)} notify={notify} />
      {kind === 'venue' ? (
        <section aria-labelledby="timetable-heading">
          <h2 id="timetable-heading" className="post-section-title">
            {m.timetable.title}
          </h2>
          <Timetable slots={place.slots} show="artist" showOriginal={showOriginal} />
        </section>
      ) : null}
      <PlaceCoupons place={place} showOriginal={showOriginal} />
      <section aria-labelledby="info-heading">
        <h2 id="info-heading" className="post-section-title">
          {m.place.info}
        </h2>
        <PlaceFacts
          place={place}
          accessText={accessText}
          hoursNote={hoursNote}
          textLang={textLang}
        />
        {place.lat !== null && place.lng !== null ? (
          <PlaceMap lat={place.lat} lng={place.lng} name={place.name} kind={place.kind} />
        ) : null}
      </section>
      <PlaceEvents place={place} showOriginal={showOriginal} />
    </main>
  )
}

export const VenueDetailPage = () => <PlaceDetailPage kind="venue" />
export const RestaurantDetailPage = () => <PlaceDetailPage kind="restaurant" />
