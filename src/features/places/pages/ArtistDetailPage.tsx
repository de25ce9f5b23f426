import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { MusicIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { ShareBar } from '../../../components/share/ShareBar'
import { TranslationNote, userTextLang } from '../../../components/TranslatedText'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { mediaUrl } from '../../../lib/api'
import { useResource } from '../../../lib/useResource'
import type { ArtistDetail } from '../../../shared/api/places'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { fetchArtist } from '../api'
import { FavoriteButton } from '../components/FavoriteButton'
import { Timetable } from '../components/Timetable'
import m from '../i18n/current'
import '../places.css'

/** `/app/artists/:id`: profile, links and where they play next. */
export function ArtistDetailPage() {
  const params = useParams<{ id: string }>()
  const { state, retry } = useResource(parseRowId(params.id), fetchArtist)
  const [notice, notify] = useNotice()
  // International sites: one "show original" switches name, genre, bio and timetable together.
  const [showOriginal, setShowOriginal] = useState(false)
  const artist = state.status === 'ready' ? state.data : null
  useEdgePageMeta(artist ? { title: artist.name, description: artist.bio } : null)
  if (!artist)
    return (
      <UnreadyPage
        loading={state.status === 'loading'}
        notFound={state.status === 'notFound'}
        notFoundIcon={<MusicIcon size={40} />}
        text={m.artist}
        onRetry={retry}
      />
    )
  const image = mediaUrl(artist.image_url)
  const translation = artist.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const textLang = userTextLang(translation, showOriginal)
  return (
    <main className="page page--narrow place-page">
      {notice}
      <nav className="place-page__back">
        <Link href={pathTo('/app/artists')}>{m.artists.title}</Link>
      </nav>
      {image ? (
        <img className="place-page__image" src={image} alt="" width={1200} height={800} />
      ) : null}
      <ArtistHeader
        artist={artist}
        original={original}
        textLang={textLang}
        onError={(text) => notify(text, 'error')}
      />
      <p id="artist-bio" className="place-page__description" lang={textLang}>
        {original?.bio ?? artist.bio}
      </p>
      <TranslationNote
        translation={translation}
        showOriginal={showOriginal}
        onShowOriginalChange={setShowOriginal}
        controls="artist-name artist-bio"
      />
      <ShareBar
        title={artist.name}
        path={pathTo('/app/artists/:id', { id: artist.id })}
        notify={notify}
      />
      <ArtistLinks artist={artist} />
      <section aria-labelledby="slots-heading">
        <h2 id="slots-heading" className="post-section-title">
          {m.artist.upcoming}
        </h2>
        <Timetable slots={artist.slots} show="venue" showOriginal={showOriginal} />
      </section>
    </main>
  )
}

/** The artist's name and genre (the original words when asked for) and the favourite button. */
function ArtistHeader(props: {
  artist: ArtistDetail
  /** The Japanese as written, when the reader asked for it on an international site. */
  original: { name: string; genre: string } | undefined
  textLang: 'ja' | undefined
  onError: (text: string) => void
}) {
  const { artist, original, textLang } = props
  return (
    <header className="place-page__header">
      <h1 id="artist-name" className="page-title" lang={textLang}>
        {original?.name ?? artist.name}
      </h1>
      <p className="place-card__facts">
        <span className="badge" lang={textLang}>
          {original?.genre ?? artist.genre}
        </span>
      </p>
      <FavoriteButton
        target="artists"
        id={artist.id}
        favorited={artist.favorited}
        onError={props.onError}
      />
    </header>
  )
}

/** The artist's website, then their other links, each opening apart from the app. */
function ArtistLinks({ artist }: { artist: ArtistDetail }) {
  if (!artist.url && !artist.links.length) return null
  return (
    <ul className="place-links place-links--inline">
      {artist.url ? (
        <li>
          <a href={artist.url} target="_blank" rel="noopener noreferrer">
            {m.artist.website}
          </a>
        </li>
      ) : null}
      {artist.links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
