import { useId, useRef } from 'react'
import { Link } from 'wouter'
import { Dialog } from './Dialog'
import m from './i18n/current'
import shell from './shell/i18n/current'

/**
 * The login prompt of useLoginPrompt: why an account is needed, 閉じる and ログイン (on the
 * international sites the main site's login, which brings the visitor back signed in). Its own
 * chunk, loaded on the first prompt: the menu that asks is part of every page's first load.
 */
export default function LoginPromptDialog(props: {
  why: string
  href: string
  onClose: () => void
}) {
  const whyId = useId()
  const loginButton = useRef<HTMLAnchorElement>(null)
  const label = __INTERNATIONAL__ ? m.login.link : m.login.submit
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={m.login.title}
      role="alertdialog"
      describedBy={whyId}
      initialFocus={loginButton}
    >
      <div id={whyId}>
        <p className="dialog__lead">{props.why}</p>
        {__INTERNATIONAL__ && props.why !== shell.whyMainSite ? (
          <p className="dialog__lead">{m.login.mainSiteNote}</p>
        ) : null}
      </div>
      <div className="button-row dialog__actions">
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {m.dialog.close}
        </button>
        {__INTERNATIONAL__ ? (
          <a ref={loginButton} className="button button--primary" href={props.href}>
            {label}
          </a>
        ) : (
          <Link
            ref={loginButton}
            className="button button--primary"
            href={props.href}
            onClick={props.onClose}
          >
            {label}
          </Link>
        )}
      </div>
    </Dialog>
  )
}
