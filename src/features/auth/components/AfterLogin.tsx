import { useEffect } from 'react'
import { Redirect } from 'wouter'

/**
 * An already signed-in visitor on a sign-in page goes on to `next`: a page of this site, or back
 * to the international site they came from (a full page load: it is another origin).
 */
export function AfterLogin({ next }: { next: string }) {
  const sibling = !next.startsWith('/')
  useEffect(() => {
    if (sibling) window.location.assign(next)
  }, [sibling, next])
  return sibling ? null : <Redirect to={next} replace />
}
