import { PushBootstrap } from './PushBootstrap'
import { PushToastHost } from './PushToastHost'

/**
 * Push as one chunk, loaded by the app shell beside its first render (src/app/App.tsx): nothing of
 * it is drawn before a notification arrives, so its code stays off the first route.
 */
export function PushHost() {
  return (
    <>
      <PushBootstrap />
      <PushToastHost />
    </>
  )
}
