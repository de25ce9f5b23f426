import { Link } from 'wouter'
import { TranslatedText } from '../../../components/TranslatedText'
import { mediaUrl } from '../../../lib/api'
import { placePath } from '../../../shared/api/places'
import type { SearchHit } from '../../../shared/api/search'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { Highlighted } from './Highlighted'

/** Where a hit opens: venues and restaurants their own page, shelters the hazard map. */
function hitHref(hit: SearchHit): string {
  switch (hit.kind) {
    case 'user':
      return pathTo('/app/profile/:id', { id: hit.id })
    case 'place':
      if (hit.place_kind === 'shelter') return pathTo('/app/hazardmap')
      return placePath(hit.place_kind === 'restaurant' ? 'restaurant' : 'venue', hit.id)
    default:
      return pathTo('/app/posts/:id', { id: hit.id })
  }
}

function kindLabel(hit: SearchHit): string {
  if (hit.kind === 'place' && hit.place_kind) return m.placeKinds[hit.place_kind]
  return m.kinds[hit.kind]
}

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const image = mediaUrl(hit.image_url)
  const href = hitHref(hit)
  const translation = hit.translation
  // The whole card is clickable through the title link (stretched over it in CSS), so the
  // translation toggle can be a real button outside the link.
  const original = (
    <>
      <Link href={href} className="search-hit__title">
        <Highlighted text={hit.title} matches={hit.title_matches} />
      </Link>
      {hit.snippet ? (
        <p className="search-hit__snippet">
          <Highlighted text={hit.snippet} matches={hit.snippet_matches} />
        </p>
      ) : null}
    </>
  )
  const translated =
    translation?.translated && translation.title !== undefined ? (
      <>
        <Link href={href} className="search-hit__title">
          {translation.title}
        </Link>
        {translation.text ? <p className="search-hit__snippet">{translation.text}</p> : null}
      </>
    ) : undefined
  return (
    <li className="search-hit">
      {image ? <img className="search-hit__image" src={image} alt="" loading="lazy" /> : null}
      <div className="search-hit__text">
        <span className={`badge search-hit__kind search-hit__kind--${hit.kind}`}>
          {kindLabel(hit)}
        </span>
        <TranslatedText translation={translation} original={original} translated={translated} />
      </div>
    </li>
  )
}
