import { Link, useSearch } from 'wouter'
import { usePageMeta } from '../../../lib/meta'
import { pathTo } from '../../../shared/links'
import { DeletionFacts } from '../components/DeletionFacts'
import m from '../i18n/current'
import '../account-data.css'

const t = m.info
const done = m.deletion

/** Where a deletion just accepted lands (`?done=mail|soon`): it says so above the explanation. */
function DeletionAccepted({ mail }: { mail: boolean }) {
  return (
    <section className="account-data__done" role="status" aria-labelledby="done-title">
      <h2 id="done-title" className="account-data__heading">
        {done.doneTitle}
      </h2>
      <p>{mail ? done.doneMail : done.doneNoMail}</p>
    </section>
  )
}

/**
 * /app/account-deletion: how to delete an account, what goes and what stays, on every site and
 * without signing in (the stores link here). The edge writes the same page as its first screen
 * (worker/pages/account-deletion-screen.ts), so it reads without JavaScript too.
 */
export function AccountDeletionInfoPage() {
  usePageMeta({ title: t.title, description: t.lead })
  const accepted = new URLSearchParams(useSearch()).get('done')
  return (
    <main className="page page--narrow account-data-page">
      {accepted === 'mail' || accepted === 'soon' ? (
        <DeletionAccepted mail={accepted === 'mail'} />
      ) : null}
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <section className="account-data__facts" aria-labelledby="steps-title">
        <h2 id="steps-title" className="account-data__heading">
          {t.inAppTitle}
        </h2>
        <ol className="account-data__list account-data__list--steps">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <DeletionFacts />
      <section className="account-data__facts" aria-labelledby="timing-title">
        <h2 id="timing-title" className="account-data__heading">
          {t.timingTitle}
        </h2>
        <p>{t.timing}</p>
        <h2 className="account-data__heading">{t.exportTitle}</h2>
        <p>{t.exportBody}</p>
        <h2 className="account-data__heading">{t.contactTitle}</h2>
        <p>
          {t.contact} <Link href={pathTo('/app/privacy')}>{t.privacyLink}</Link>
        </p>
      </section>
    </main>
  )
}
