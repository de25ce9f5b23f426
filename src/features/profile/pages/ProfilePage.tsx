import { useAtomValue } from 'jotai'
import { Link, useParams } from 'wouter'
import blockText from '../../../components/block/i18n/current'
import { UserIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { userAtom } from '../../../state/session'
import { BlockActions } from '../components/BlockActions'
import { FollowButton } from '../components/FollowButton'
import { ProfileHeader } from '../components/ProfileHeader'
import { UserPosts } from '../components/UserPosts'
import m from '../i18n/current'
import { useProfile } from '../useProfile'
import '../profile.css'

/** `/app/profile/:id`. The edge wrote this profile's name and bio on a first load. */
export function ProfilePage() {
  const params = useParams<{ id: string }>()
  const viewer = useAtomValue(userAtom)
  const { state, retry, update } = useProfile(parseRowId(params.id))
  const [notice, notify] = useNotice()
  const profile = state.status === 'ready' ? state.data : null
  useEdgePageMeta(profile ? { title: profile.name, description: profile.bio } : null)

  if (!profile)
    return (
      <UnreadyPage
        loading={state.status === 'loading'}
        hiddenTitle={m.profile.title}
        notFound={state.status === 'notFound'}
        notFoundIcon={<UserIcon size={40} />}
        text={m.profile}
        onRetry={retry}
      />
    )

  const own = viewer?.id === profile.id
  return (
    <main className="page page--narrow">
      <ProfileHeader
        profile={profile}
        actions={
          own ? (
            <Link href={pathTo('/app/profile')} className="button button--secondary button--small">
              {m.profile.editOwn}
            </Link>
          ) : (
            <>
              {profile.blocking ? null : (
                <FollowButton
                  userId={profile.id}
                  status={{ following: profile.following, follower_count: profile.follower_count }}
                  onChange={update}
                  onError={(message) => notify(message, 'error')}
                />
              )}
              <BlockActions
                user={profile}
                blocking={profile.blocking === true}
                onChange={(blocking) => update({ blocking, following: false })}
                notify={notify}
              />
            </>
          )
        }
      />
      <UserPosts
        key={profile.blocking ? 'blocked' : 'shown'}
        userId={profile.id}
        heading={m.profile.postsHeading(profile.name)}
        emptyTitle={profile.blocking ? blockText.block.hiddenPosts : m.profile.emptyPosts}
        emptyBody={profile.blocking ? blockText.block.undoHint : m.profile.emptyPostsBody}
      />
      {notice}
    </main>
  )
}
