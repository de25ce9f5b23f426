import { site } from '../../../lib/site'
import { LegalDocument } from '../components/LegalDocument'
import m from '../i18n/current'

export function PrivacyPage() {
  const { name, address, email } = site.business
  const operator = name || m.operatorFallback
  return (
    <LegalDocument
      title={m.privacy.title}
      intro={m.privacy.intro(operator)}
      sections={m.privacy.sections}
    >
      <section className="legal__section">
        <h2>{m.privacy.contactTitle}</h2>
        <address className="legal__address">
          {operator}
          {address ? <br /> : null}
          {address}
          {email ? (
            <>
              <br />
              <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
        </address>
      </section>
    </LegalDocument>
  )
}
