import m from './i18n/current'
import { contactTarget, LandingPage } from './LandingPage'

export function MaterialsPage() {
  return (
    <LandingPage
      content={m.materials}
      primary={{ route: '/app/ad-landing' }}
      secondary={contactTarget()}
    />
  )
}
