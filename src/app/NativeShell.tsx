import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import {
  isNativeApp,
  openExternalUrl,
  ownSiteOrigin,
  startNativeShell,
  updateNativeBanner,
} from '../lib/platform'
import { pushTarget } from '../shared/redirect'

/**
 * The Capacitor shell's parts that follow the router: back button, app links and tapped
 * notifications move the SPA; the banner ad follows the page. Renders nothing, and on the web
 * does nothing at all.
 */
export function NativeShell() {
  const [pathname, navigate] = useLocation()
  const search = useSearch()

  useEffect(() => {
    if (!__NATIVE__ || !isNativeApp()) return
    startNativeShell({
      navigate: (path) => navigate(path),
      openPush: (message) => {
        const target = pushTarget(message.target_url, ownSiteOrigin())
        if (target?.kind === 'internal') navigate(target.path)
        else if (target) openExternalUrl(target.url)
      },
    })
  }, [navigate])

  useEffect(() => {
    if (!__NATIVE__ || !isNativeApp()) return
    updateNativeBanner(pathname, search)
  }, [pathname, search])

  return null
}
