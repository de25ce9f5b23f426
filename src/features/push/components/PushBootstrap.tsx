import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
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

  // Looked at again after each registration outcome (permission may just have been granted), but
  // a listener, once there, stays until the app closes: setting it up again at each outcome left
  // a moment, while this device registered, in which a notification had no listener.
  const listenAfter = status.state === 'unsupported' ? null : status.state
  const stopListening = useRef<(() => void) | null>(null)
  useEffect(() => {
    if (listenAfter === null || stopListening.current) return
    let current = true
    const listen = async () => {
      const platform = await pushPlatform()
      if (!(await platform.hasPermission())) return
      const unsubscribe = await platform.onMessage((message) => showToast(message))
      if (current && !stopListening.current) {
        stopListening.current = unsubscribe
        setListening(true)
      } else unsubscribe()
    }
    listen().catch((err: unknown) => console.warn('push: cannot listen for messages', err))
    return () => {
      current = false
    }
  }, [listenAfter, showToast, setListening])
  useEffect(
    () => () => {
      stopListening.current?.()
      stopListening.current = null
      setListening(false)
    },
    [setListening],
  )

  return null
}
