import type { ReactNode } from 'react'
import { StarIcon } from '../../../components/icons'
import { pathTo } from '../../../shared/links'
import { fetchFavorites } from '../api'
import { PostListPage } from '../components/PostListPage'
import m from '../i18n/current'
import '../timeline.css'

/** The posts the signed-in person saved (login required); `aside` comes before them. */
export function FavoritesPage({ aside }: { aside?: ReactNode }) {
  return (
    <PostListPage
      aside={aside}
      listKey="favorites"
      fetchPage={fetchFavorites}
      title={m.favorites.title}
      listTitle={aside ? m.favorites.postsTitle : undefined}
      lead={m.favorites.lead}
      empty={{
        icon: <StarIcon size={40} />,
        title: m.favorites.emptyTitle,
        body: m.favorites.emptyBody,
        action: m.favorites.browse,
        href: pathTo('/app/timeline'),
      }}
    />
  )
}
