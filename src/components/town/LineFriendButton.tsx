import { site } from '../../lib/site'
import m from './i18n/current'
import './line-friend.css'

/**
 * 「LINEで友だち追加」 for the town's LINE公式アカウント (TOWN_LINE_ACCOUNT_URL, checked by the edge):
 * where residents already are, the town's notices and warnings reach them too. Nothing when the
 * town has no account configured.
 */
export function LineFriendButton() {
  const href = site.townLineUrl
  if (!href) return null
  return (
    <aside className="line-friend">
      <p className="line-friend__lead">{m.lineFriend.lead}</p>
      <a className="line-friend__button" href={href} target="_blank" rel="noopener">
        <span className="line-friend__mark" aria-hidden="true">
          LINE
        </span>
        {m.lineFriend.add}
        <span className="visually-hidden">{m.lineFriend.newTab}</span>
      </a>
    </aside>
  )
}
