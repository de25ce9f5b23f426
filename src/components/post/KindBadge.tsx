import type { PostKind } from '../../shared/api/posts'
import m from '../i18n/current'
import { CalendarIcon, TicketIcon, TimelineIcon } from '../icons'
import './badges.css'

const ICONS = { post: TimelineIcon, event: CalendarIcon, coupon: TicketIcon } as const

export function kindLabel(kind: PostKind): string {
  return m.kinds[kind]
}

/** 投稿 / イベント / クーポン, each with its own colour and icon (never colour alone). */
export function KindBadge({ kind }: { kind: PostKind }) {
  const Icon = ICONS[kind]
  return (
    <span className={`kind-badge kind-badge--${kind}`}>
      <Icon size={14} />
      {m.kinds[kind]}
    </span>
  )
}
