import { Link } from 'wouter'
import { SparkleIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import m from '../i18n/current'
import '../ads.css'

export function AdLandingPage() {
  return (
    <PendingPage title={m.landing.title} lead={m.landing.lead} icon={<SparkleIcon size={40} />}>
      <p className="pending-links">
        <Link href="/materials" className="button button--secondary">
          {m.landing.materials}
        </Link>
      </p>
    </PendingPage>
  )
}
