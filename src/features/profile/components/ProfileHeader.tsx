import type { ReactNode } from 'react'
import { Avatar } from '../../../components/Avatar'
import { LinkIcon } from '../../../components/icons'
import { formatCount, formatMonth } from '../../../components/post/time'
import type { PublicProfile } from '../../../shared/api/posts'
import m from '../i18n/current'
import { safeWebsite } from '../website'

/** Avatar, name, bio, website and counts; `actions` holds follow or edit. */
export function ProfileHeader({
  profile,
  actions,
}: {
  profile: PublicProfile
  actions?: ReactNode
}) {
  const website = safeWebsite(profile.website)
  const stats = [
    [m.profile.posts, profile.post_count],
    [m.profile.followers, profile.follower_count],
    [m.profile.following, profile.following_count],
  ] as const
  return (
    <section className="profile-head" aria-labelledby="profile-name">
      <div className="profile-head__top">
        <Avatar name={profile.name} avatarUrl={profile.avatar_url} size={88} />
        <div className="profile-head__who">
          <h1 id="profile-name" className="profile-head__name">
            {profile.name}
          </h1>
          {profile.created_at ? (
            <p className="profile-head__joined">
              {m.profile.joined(formatMonth(profile.created_at))}
            </p>
          ) : null}
        </div>
        {actions ? <div className="profile-head__actions">{actions}</div> : null}
      </div>
      {profile.bio ? <p className="profile-head__bio preserve-lines">{profile.bio}</p> : null}
      {website ? (
        <p className="profile-head__website">
          <LinkIcon size={18} />
          <span className="visually-hidden">{m.profile.website}: </span>
          <a href={website.href} target="_blank" rel="noopener nofollow ugc">
            {website.label}
          </a>
        </p>
      ) : null}
      <ul className="profile-stats" aria-label={m.profile.stats}>
        {stats.map(([label, count]) => (
          <li key={label}>
            <strong>{formatCount(count)}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
