import { contactTarget, LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function MaterialsPage() {
  return (
    <LandingPage
      content={m.materials}
      primary={{ route: '/app/ad-landing' }}
      secondary={contactTarget()}
    />
  )
}
