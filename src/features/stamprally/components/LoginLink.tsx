import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { loginHref } from '../../../lib/site'

/**
 * The login page, coming back to `back` afterwards. The international sites' link goes to the
 * main site's login, which signs the visitor in on their own site and brings them back there.
 */
export function LoginLink(props: { back: string; className?: string; children: ReactNode }) {
  const href = loginHref(props.back)
  if (__INTERNATIONAL__) {
    return (
      <a className={props.className} href={href}>
        {props.children}
      </a>
    )
  }
  return (
    <Link className={props.className} href={href}>
      {props.children}
    </Link>
  )
}
