import { useEffect, useRef } from 'react'
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
  const path = useRef(pathname)
  path.current = pathname

  useEffect(() => {
    if (!__NATIVE__ || !isNativeApp()) return
    let stop: (() => void) | null = null
    let mounted = true
    startNativeShell({
      navigate: (to) => navigate(to),
      back: () => window.history.back(),
      currentPath: () => path.current,
      openPush: (message) => {
        const target = pushTarget(message.target_url, ownSiteOrigin())
        if (target?.kind === 'internal') navigate(target.path)
        else if (target) openExternalUrl(target.url)
      },
    })
      .then((stopShell) => {
        if (mounted) stop = stopShell
        else stopShell()
      })
      .catch((err: unknown) => console.error('native shell', err))
    return () => {
      mounted = false
      stop?.()
    }
  }, [navigate])

  useEffect(() => {
    if (!__NATIVE__ || !isNativeApp()) return
    updateNativeBanner({ pathname, search })
  }, [pathname, search])

  // Without the shell's router (never in the app, but between tests) there is no page for an ad.
  useEffect(
    () => () => {
      if (__NATIVE__ && isNativeApp()) updateNativeBanner(null)
    },
    [],
  )

  return null
}
