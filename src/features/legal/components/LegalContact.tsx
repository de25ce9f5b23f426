import { site } from '../../../lib/site'
import m from '../i18n/current'

/** The operator and how to reach them, at the foot of every legal page (wrangler.toml BUSINESS_*). */
export function LegalContact() {
  const { name, address, phone, email } = site.business
  return (
    <section className="legal__section legal__contact" aria-labelledby="legal-contact">
      <h2 id="legal-contact">{m.contact.title}</h2>
      <address className="legal__address">
        {name || m.operatorFallback}
        {address ? <span className="legal__contact-line">{address}</span> : null}
        {phone ? (
          <span className="legal__contact-line">
            {m.contact.phone}
            {phone}
          </span>
        ) : null}
        {email ? (
          <span className="legal__contact-line">
            {m.contact.email}
            <a href={`mailto:${email}`}>{email}</a>
          </span>
        ) : null}
      </address>
    </section>
  )
}
