import { pathTo } from '../../../shared/links'
import { LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function AllTargetLpPage() {
  return (
    <LandingPage
      content={m.allTarget}
      primary={{ route: pathTo('/app') }}
      secondary={{ route: pathTo('/app/timeline') }}
    />
  )
}
