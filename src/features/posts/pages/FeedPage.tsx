import { UserIcon } from '../../../components/icons'
import { pathTo } from '../../../shared/links'
import { fetchFeed } from '../api'
import { PostListPage } from '../components/PostListPage'
import m from '../i18n/current'
import '../timeline.css'

/** Posts of the people one follows and of one's favorite places (login required). */
export function FeedPage() {
  return (
    <PostListPage
      listKey="feed"
      fetchPage={fetchFeed}
      title={m.feed.title}
      lead={m.feed.lead}
      empty={{
        icon: <UserIcon size={40} />,
        title: m.feed.emptyTitle,
        body: m.feed.emptyBody,
        action: m.feed.browse,
        href: pathTo('/app/timeline'),
      }}
    />
  )
}
