import { Link } from 'wouter'
import { TicketIcon } from '../../../components/icons'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'

/** The way into マイクーポン from the favorites page (saved coupons are favorites too). */
export function MyCouponsLink() {
  return (
    <p>
      <Link href={pathTo('/app/coupons')} className="button button--secondary">
        <TicketIcon size={18} />
        {m.mine.link}
      </Link>
    </p>
  )
}
