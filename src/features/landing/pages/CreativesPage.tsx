import { pathTo } from '../../../shared/links'
import { LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function CreativesPage() {
  return (
    <LandingPage
      content={m.creatives}
      primary={{ route: pathTo('/app/ad-landing') }}
      secondary={{ route: pathTo('/materials') }}
    />
  )
}
