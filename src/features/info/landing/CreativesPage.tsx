import m from './i18n/current'
import { LandingPage } from './LandingPage'

export function CreativesPage() {
  return (
    <LandingPage
      content={m.creatives}
      primary={{ route: '/app/ad-landing' }}
      secondary={{ route: '/materials' }}
    />
  )
}
