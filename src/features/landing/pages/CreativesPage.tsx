import { LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function CreativesPage() {
  return (
    <LandingPage
      content={m.creatives}
      primary={{ route: '/app/ad-landing' }}
      secondary={{ route: '/materials' }}
    />
  )
}
