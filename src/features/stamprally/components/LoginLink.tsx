import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { siteOriginFor } from '../../../lib/site'

/**
 * The login page, coming back to `back` afterwards. The international sites have no login: their
 * link goes to the main site's login (and back to the same page there).
 */
export function LoginLink(props: { back: string; className?: string; children: ReactNode }) {
  const path = `/app/login?redirect=${encodeURIComponent(props.back)}`
  if (__INTERNATIONAL__) {
    return (
      <a className={props.className} href={`${siteOriginFor('ja')}${path}`}>
        {props.children}
      </a>
    )
  }
  return (
    <Link className={props.className} href={path}>
      {props.children}
    </Link>
  )
}
