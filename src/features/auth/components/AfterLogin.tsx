import { useEffect } from 'react'
import { Redirect } from 'wouter'
import { carryOver } from '../redirect'

/**
 * An already signed-in visitor on a sign-in page goes on to `next`: a page of this site, or back
 * to the international site they came from, signed in there too (a full page load: another origin).
 */
export function AfterLogin({ next }: { next: string }) {
  const sibling = !next.startsWith('/')
  useEffect(() => {
    if (sibling) void carryOver(next)
  }, [sibling, next])
  return sibling ? null : <Redirect to={next} replace />
}
