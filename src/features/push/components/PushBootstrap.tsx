import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { pushPlatform } from '../../../lib/platform'
import { tokenAtom } from '../../../state/session'
import { registerForPush } from '../registration'
import { pushListeningAtom, pushStatusAtom, showToastAtom } from '../state'

/**
 * Push, on load and on every login: registers this device. It also listens for
 * notifications while the app is open, once notification permission exists (before that no push
 * can arrive, so visitors who never allowed notifications never load the messaging code).
 */
export function PushBootstrap() {
  const token = useAtomValue(tokenAtom)
  const status = useAtomValue(pushStatusAtom)
  const setStatus = useSetAtom(pushStatusAtom)
  const showToast = useSetAtom(showToastAtom)
  const setListening = useSetAtom(pushListeningAtom)

  useEffect(() => {
    if (!token) {
      setStatus({ state: 'idle' })
      return
    }
    let current = true
    pushPlatform()
      .then((platform) => registerForPush(platform, true))
      .then((next) => {
        if (current) setStatus(next)
      })
      .catch((err: unknown) => console.error('push: registration crashed', err))
    return () => {
      current = false
    }
  }, [token, setStatus])

  // Re-checked after each registration outcome: permission may just have been granted.
  const listenAfter = status.state === 'unsupported' ? null : status.state
  useEffect(() => {
    if (listenAfter === null) return
    let stop: (() => void) | null = null
    let current = true
    const listen = async () => {
      const platform = await pushPlatform()
      if (!(await platform.hasPermission())) return
      const unsubscribe = await platform.onMessage((message) => showToast(message))
      if (current) {
        stop = unsubscribe
        setListening(true)
      } else unsubscribe()
    }
    listen().catch((err: unknown) => console.warn('push: cannot listen for messages', err))
    return () => {
      current = false
      if (stop) {
        stop()
        setListening(false)
      }
    }
  }, [listenAfter, showToast, setListening])

  return null
}
