import { LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function AllTargetLpPage() {
  return (
    <LandingPage
      content={m.allTarget}
      primary={{ route: '/app' }}
      secondary={{ route: '/app/timeline' }}
    />
  )
}
