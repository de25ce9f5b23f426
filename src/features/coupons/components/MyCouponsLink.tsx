import { Link } from 'wouter'
import { TicketIcon } from '../../../components/icons'
import m from '../i18n/current'

/** The way into マイクーポン from the favorites page (saved coupons are favorites too). */
export function MyCouponsLink() {
  return (
    <p>
      <Link href="/app/coupons" className="button button--secondary">
        <TicketIcon size={18} />
        {m.mine.link}
      </Link>
    </p>
  )
}
