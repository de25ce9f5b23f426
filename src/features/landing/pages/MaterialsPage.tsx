import { pathTo } from '../../../shared/links'
import { contactTarget, LandingPage } from '../components/LandingPage'
import { MediaKitFigures } from '../components/MediaKitFigures'
import m from '../i18n/current'

/** 媒体資料: who uses jimoto, what is sold and how, with live prices and reach. */
export function MaterialsPage() {
  return (
    <LandingPage
      content={m.materials}
      primary={{ route: pathTo('/app/ad-landing') }}
      secondary={contactTarget()}
    >
      <MediaKitFigures />
    </LandingPage>
  )
}
