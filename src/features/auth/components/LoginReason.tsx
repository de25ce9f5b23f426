import { pathTo } from '../../../shared/links'
import { INTERNATIONAL_LANGS, SITE_LANGUAGES } from '../../../shared/sites'
import m from '../i18n/current'
import { VISITOR_NOTE } from '../visitor-note'

/**
 * Why a person is on the login page: what an account lets them do and, when a page sent them,
 * that they go back to it. A visitor from an international site reads it in their language too.
 */
export function LoginReason({ next }: { next: string }) {
  const from = next.startsWith('/') ? null : siteLangOf(next)
  return (
    <div className="auth-reason" role="note">
      <p>{m.login.reason}</p>
      {next !== pathTo('/app') ? <p>{m.login.backAfter}</p> : null}
      {from ? (
        <p className="auth-reason__visitor" lang={SITE_LANGUAGES[from].htmlLang}>
          {VISITOR_NOTE[from]}
        </p>
      ) : null}
    </div>
  )
}

/** The international site of an absolute URL that passed `afterLoginPath` (`en.` → en). */
function siteLangOf(url: string) {
  const prefix = new URL(url).hostname.split('.')[0]
  return INTERNATIONAL_LANGS.find((lang) => lang === prefix) ?? null
}
