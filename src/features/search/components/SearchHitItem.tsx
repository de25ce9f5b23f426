import { Link } from 'wouter'
import { mediaUrl } from '../../../lib/api'
import type { SearchHit } from '../../../shared/api/search'
import m from '../i18n/current'
import { Highlighted } from './Highlighted'

/** Where a hit opens. Places open their list page (venues, restaurants, shelters on the map). */
export function hitHref(hit: SearchHit): string {
  switch (hit.kind) {
    case 'user':
      return `/app/profile/${hit.id}`
    case 'place':
      if (hit.place_kind === 'restaurant') return '/app/restaurants'
      if (hit.place_kind === 'shelter') return '/app/hazardmap'
      return '/app/venues'
    default:
      return `/app/posts/${hit.id}`
  }
}

function kindLabel(hit: SearchHit): string {
  if (hit.kind === 'place' && hit.place_kind) return m.placeKinds[hit.place_kind]
  return m.kinds[hit.kind]
}

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const image = mediaUrl(hit.image_url)
  return (
    <li className="search-hit">
      <Link href={hitHref(hit)} className="search-hit__link">
        {image ? <img className="search-hit__image" src={image} alt="" loading="lazy" /> : null}
        <span className="search-hit__text">
          <span className={`badge search-hit__kind search-hit__kind--${hit.kind}`}>
            {kindLabel(hit)}
          </span>
          <span className="search-hit__title">
            <Highlighted text={hit.title} matches={hit.title_matches} />
          </span>
          {hit.snippet ? (
            <span className="search-hit__snippet">
              <Highlighted text={hit.snippet} matches={hit.snippet_matches} />
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  )
}
