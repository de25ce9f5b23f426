import { LegalDocument } from '../components/LegalDocument'
import {
  companyOf,
  conditionOf,
  purposeOf,
  SERVICES,
  serviceNameOf,
} from '../components/outside-texts'
import m from '../i18n/current'

const t = m.outside

/**
 * 外部送信について (電気通信事業法 第27条の12): every outside service the site and the app send data
 * to, what, why and to whom, drawn from the table in src/shared/outside-services.ts.
 */
export function OutsideServicesPage() {
  return (
    <LegalDocument title={t.title} intro={t.intro}>
      {SERVICES.map((service) => {
        const condition = conditionOf(service)
        const rows: [string, string][] = [
          [t.labels.company, companyOf(service)],
          [t.labels.purpose, purposeOf(service)],
          [
            t.labels.data,
            service.data.length > 0
              ? service.data.map((kind) => t.data[kind]).join(t.separator)
              : t.noData,
          ],
          [t.labels.sender, service.senders.map((sender) => t.senders[sender]).join(t.separator)],
          [t.labels.country, t.countries[service.dataCountry]],
          ...(condition ? [[t.labels.when, condition] as [string, string]] : []),
        ]
        return (
          <section
            key={service.id}
            className="legal__section"
            aria-labelledby={`outside-${service.id}`}
          >
            <h2 id={`outside-${service.id}`}>{serviceNameOf(service)}</h2>
            <dl className="legal-table">
              {rows.map(([label, value]) => (
                <div key={label} className="legal-table__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {service.hosts.length > 0 ? (
              <p className="legal__hosts">{service.hosts.join(' ')}</p>
            ) : null}
          </section>
        )
      })}
    </LegalDocument>
  )
}
