import { CheckIcon } from '../../../components/icons'
import { usePageMeta } from '../../../lib/meta'
import { site } from '../../../lib/site'
import m from '../i18n/current'
import '../about.css'

const t = m.about

export function AboutPage() {
  usePageMeta({ title: t.title, description: t.lead })
  const { name, email } = site.business
  return (
    <main className="page page--narrow prose-page">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>

      <section className="card">
        <h2>{t.whatTitle}</h2>
        <ul className="check-list">
          {t.what.map((item) => (
            <li key={item} className="check-list__item">
              <CheckIcon size={20} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card">
        <h2>{t.languagesTitle}</h2>
        <p>{t.languages}</p>
      </section>

      {name || email ? (
        <section className="card">
          <h2>{t.operatorTitle}</h2>
          <dl className="definition-list">
            {name ? (
              <div>
                <dt>{t.operatorTitle}</dt>
                <dd>{name}</dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt>{t.contact}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </main>
  )
}
