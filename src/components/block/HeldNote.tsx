import m from './i18n/current'
import './block.css'

/** 「確認中」: something an NG word holds, shown to its author alone (the API marks it held). */
export function HeldBadge() {
  return <span className="badge held-badge">{m.held.badge}</span>
}

/** The held badge with what it means, above a held post or one's own held profile edit. */
export function HeldNote({ profile }: { profile?: { name: string; bio: string } }) {
  return (
    <p className="held-note" role="status">
      <HeldBadge />
      <span>{profile ? m.held.profile(profile.name, profile.bio) : m.held.post}</span>
    </p>
  )
}
