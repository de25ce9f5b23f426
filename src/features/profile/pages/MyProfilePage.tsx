import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { HeldNote } from '../../../components/block/HeldNote'
import { SettingsIcon, UserIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { usePageMeta } from '../../../lib/meta'
import { pathTo } from '../../../shared/links'
import { userAtom } from '../../../state/session'
import { AvatarEditor } from '../components/AvatarEditor'
import { ProfileForm } from '../components/ProfileForm'
import { ProfileHeader } from '../components/ProfileHeader'
import { UserPosts } from '../components/UserPosts'
import m from '../i18n/current'
import { useProfile } from '../useProfile'
import '../profile.css'

/** `/app/profile` (login required): one's own profile as others see it, and its editor. */
export function MyProfilePage() {
  usePageMeta({ title: m.myPage.title })
  const user = useAtomValue(userAtom)
  const { state, retry, update } = useProfile(user?.id ?? null)
  const [notice, notify] = useNotice()

  if (state.status !== 'ready' || !user) {
    return (
      <UnreadyPage
        loading={state.status === 'loading' || !user}
        hiddenTitle={m.myPage.title}
        notFound={state.status === 'notFound'}
        notFoundIcon={<UserIcon size={40} />}
        text={m.profile}
        onRetry={retry}
      />
    )
  }
  const profile = state.data
  return (
    <main className="page page--narrow">
      <ProfileHeader
        profile={profile}
        actions={
          <Link
            href={pathTo('/app/profile/:id', { id: profile.id })}
            className="button button--secondary button--small"
          >
            {m.myPage.viewPublic}
          </Link>
        }
      />
      {user.held_profile ? <HeldNote profile={user.held_profile} /> : null}
      <AvatarEditor onChange={(avatarUrl) => update({ avatar_url: avatarUrl })} notify={notify} />
      <ProfileForm key={profile.id} profile={profile} onSaved={update} notify={notify} />
      <p className="settings-link">
        <Link href={pathTo('/app/settings')} className="chip">
          <SettingsIcon size={20} />
          {m.myPage.settings}
        </Link>
        <span className="field__hint">{m.myPage.settingsHint}</span>
      </p>
      <UserPosts
        userId={profile.id}
        heading={m.myPage.postsHeading}
        emptyTitle={m.myPage.emptyPosts}
        emptyBody={m.myPage.emptyPostsBody}
        emptyAction={
          <Link href={pathTo('/app/upload')} className="button button--primary">
            {m.myPage.firstPost}
          </Link>
        }
      />
      {notice}
    </main>
  )
}
