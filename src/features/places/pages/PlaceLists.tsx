import { Link, useLocation, useSearch } from 'wouter'
import { EmptyState } from '../../../components/EmptyState'
import c from '../../../components/i18n/current'
import { BuildingIcon, MusicIcon, UtensilsIcon } from '../../../components/icons'
import { PageSpinner } from '../../../components/Spinner'
import { withErrorId } from '../../../lib/api'
import {
  type ArtistSummary,
  isRestaurantGenre,
  type PlaceSummary,
  RESTAURANT_GENRES,
} from '../../../shared/api/places'
import { pathTo } from '../../../shared/links'
import { fetchArtists, fetchPlaces } from '../api'
import { ArtistCard, PlaceCards } from '../components/PlaceCard'
import { type ListState, useList } from '../components/useList'
import m from '../i18n/current'
import '../places.css'

function ListBody<T>(props: {
  state: ListState<T>
  retry: () => void
  loadMore: () => void
  empty: string
  children: (items: T[]) => React.ReactNode
}) {
  const { state } = props
  if (state.status === 'loading') return <PageSpinner />
  if (state.status === 'error')
    return (
      <EmptyState title={m.list.errorTitle}>
        <p role="alert">
          {state.error.message || withErrorId(m.list.errorBody, state.error.requestId)}
        </p>
        <button type="button" className="button button--primary" onClick={props.retry}>
          {m.list.retry}
        </button>
      </EmptyState>
    )
  if (state.items.length === 0) return <p className="place-list__empty">{props.empty}</p>
  return (
    <>
      {props.children(state.items)}
      {state.nextCursor ? (
        <button type="button" className="button button--secondary" onClick={props.loadMore}>
          {m.list.more}
        </button>
      ) : null}
    </>
  )
}

/** `/app/venues`: the town's venues, each with its timetable. */
export function VenuesPage() {
  const list = useList<PlaceSummary>('venues', (cursor, signal) =>
    fetchPlaces({ kind: 'venue' }, cursor, signal),
  )
  return (
    <main className="page places-page">
      <h1 className="page-title">
        <BuildingIcon size={24} /> {m.venues.title}
      </h1>
      <p className="page-lead">{m.venues.lead}</p>
      <ListBody {...list} empty={m.venues.empty}>
        {(places) => <PlaceCards places={places} />}
      </ListBody>
    </main>
  )
}

/** `/app/restaurants?genre=ramen&open=1`: filters live in the URL, so a link keeps them. */
export function RestaurantsPage() {
  const params = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const rawGenre = params.get('genre')
  const genre = isRestaurantGenre(rawGenre) ? rawGenre : null
  const openNow = params.get('open') === '1'
  const href = (next: { genre?: string | null; open?: boolean }) => {
    const g = next.genre === undefined ? genre : next.genre
    return pathTo('/app/restaurants', { genre: g || null, open: (next.open ?? openNow) ? 1 : null })
  }
  const list = useList<PlaceSummary>(`restaurants|${genre}|${openNow}`, (cursor, signal) =>
    fetchPlaces({ kind: 'restaurant', genre, openNow }, cursor, signal),
  )
  return (
    <main className="page places-page">
      <h1 className="page-title">
        <UtensilsIcon size={24} /> {m.restaurants.title}
      </h1>
      <p className="page-lead">{m.restaurants.lead}</p>
      <nav className="genre-chips" aria-label={m.restaurants.genreFilter}>
        {[null, ...RESTAURANT_GENRES].map((g) => (
          <Link
            key={g ?? 'all'}
            href={href({ genre: g })}
            className="chip genre-chip"
            aria-current={genre === g ? 'page' : undefined}
          >
            {g ? c.genres[g] : m.restaurants.allGenres}
          </Link>
        ))}
      </nav>
      <label className="open-now-toggle">
        <input
          type="checkbox"
          checked={openNow}
          onChange={(event) => navigate(href({ open: event.target.checked }), { replace: true })}
        />
        {m.restaurants.openNowOnly}
      </label>
      <ListBody {...list} empty={openNow ? m.restaurants.emptyOpen : m.restaurants.empty}>
        {(places) => <PlaceCards places={places} />}
      </ListBody>
    </main>
  )
}

/** `/app/artists`: who plays in town. */
export function ArtistsPage() {
  const list = useList<ArtistSummary>('artists', fetchArtists)
  return (
    <main className="page places-page">
      <h1 className="page-title">
        <MusicIcon size={24} /> {m.artists.title}
      </h1>
      <p className="page-lead">{m.artists.lead}</p>
      <ListBody {...list} empty={m.artists.empty}>
        {(artists) => (
          <ul className="place-list">
            {artists.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </ul>
        )}
      </ListBody>
    </main>
  )
}
