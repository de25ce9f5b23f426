import { siteOriginFor } from '../../../lib/site'
import { pathTo } from '../../../shared/links'
import { contactTarget, LandingPage } from '../components/LandingPage'
import m from '../i18n/current'

export function CreatorRecruitPage() {
  // Accounts exist on the Japanese main site only: foreign visitors register there.
  const register = __INTERNATIONAL__
    ? { url: `${siteOriginFor('ja')}${pathTo('/app/register')}` }
    : { route: pathTo('/app/register') }
  return <LandingPage content={m.creatorRecruit} primary={register} secondary={contactTarget()} />
}
