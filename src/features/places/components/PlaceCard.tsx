import type { ReactNode } from 'react'
import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import { Nums } from '../../../components/Nums'
import { RomanAddress } from '../../../components/RomanAddress'
import { mediaUrl } from '../../../lib/api'
import { type ArtistSummary, type PlaceSummary, placePath } from '../../../shared/api/places'
import { pathTo } from '../../../shared/links'
import { shownTextLang } from '../../../shared/text'
import { OpenNowBadge } from './OpenNowBadge'
import { shownPriceRange } from './priceRange'

/** A list's card: the photo (or an empty frame of its size), then the text. */
function ListCard({ imageUrl, children }: { imageUrl: string | null; children: ReactNode }) {
  const image = mediaUrl(imageUrl)
  return (
    <li className="place-card">
      {image ? (
        <img
          className="place-card__image"
          src={image}
          alt=""
          width={120}
          height={80}
          loading="lazy"
        />
      ) : (
        <span className="place-card__image place-card__image--none" aria-hidden="true" />
      )}
      <div className="place-card__text">{children}</div>
    </li>
  )
}

/** Venues or restaurants as a list of cards. */
export function PlaceCards({ places }: { places: PlaceSummary[] }) {
  return (
    <ul className="place-list">
      {places.map((place) => (
        <PlaceCard key={place.id} place={place} />
      ))}
    </ul>
  )
}

/** One venue or restaurant in a list: photo, name, genre, 営業中, price and address. */
function PlaceCard({ place }: { place: PlaceSummary }) {
  return (
    <ListCard imageUrl={place.image_url}>
      <Link
        href={placePath(place.kind, place.id)}
        className="place-card__name"
        lang={shownTextLang(place.translation)}
      >
        {place.name}
      </Link>
      <p className="place-card__facts">
        {place.genre ? <span className="badge">{c.genres[place.genre]}</span> : null}
        <OpenNowBadge hours={place.opening_hours} />
        {place.price_range ? <span>{shownPriceRange(place.price_range)}</span> : null}
      </p>
      {/* International sites: Japan Post's romaji where it names the town, else as written. */}
      <p
        className="place-card__address"
        lang={place.translation && !place.address_original ? 'ja' : undefined}
      >
        {place.address_original ? (
          <RomanAddress address={place.address} />
        ) : (
          <Nums>{place.address}</Nums>
        )}
      </p>
      {/* International sites: the name is a machine translation or the original (the page
          itself has the toggle). */}
      <TranslationLabel translation={place.translation} />
    </ListCard>
  )
}

/** One artist in a list: photo, name, genre and bio. */
export function ArtistCard({ artist }: { artist: ArtistSummary }) {
  const lang = shownTextLang(artist.translation)
  return (
    <ListCard imageUrl={artist.image_url}>
      <Link
        href={pathTo('/app/artists/:id', { id: artist.id })}
        className="place-card__name"
        lang={lang}
      >
        {artist.name}
      </Link>
      <p className="place-card__facts">
        <span className="badge" lang={lang}>
          {artist.genre}
        </span>
      </p>
      <p className="place-card__address" lang={lang}>
        {artist.bio}
      </p>
      <TranslationLabel translation={artist.translation} />
    </ListCard>
  )
}

/** A list card's note on an international site: machine translation or original (no toggle). */
function TranslationLabel({ translation }: { translation?: { translated: boolean } }) {
  if (!translation) return null
  return (
    <p className="translated-text__note">
      <span className={translation.translated ? undefined : 'translated-text__label'}>
        {translation.translated ? c.translation.machine : c.translation.original}
      </span>
    </p>
  )
}
