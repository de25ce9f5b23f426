import m from './i18n/current'
import { LandingPage } from './LandingPage'

export function AllTargetLpPage() {
  return (
    <LandingPage
      content={m.allTarget}
      primary={{ route: '/app' }}
      secondary={{ route: '/app/timeline' }}
    />
  )
}
