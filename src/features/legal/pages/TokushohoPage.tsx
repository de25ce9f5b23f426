import type { ReactNode } from 'react'
import { site } from '../../../lib/site'
import { LegalDocument } from '../components/LegalDocument'
import m from '../i18n/current'

const t = m.tokushoho

/**
 * 特定商取引法に基づく表記 (Act on Specified Commercial Transactions, art. 11): the operator's
 * details come from configuration (wrangler.toml BUSINESS_*). A detail left empty shows the
 * statement the law accepts in its place: disclosure without delay upon request.
 */
export function TokushohoPage() {
  const business = site.business
  const orOnRequest = (value: string) => value.trim() || t.undisclosed
  const rows: [label: string, value: ReactNode][] = [
    [t.labels.seller, orOnRequest(business.name)],
    [t.labels.representative, orOnRequest(business.representative)],
    [t.labels.address, orOnRequest(business.address)],
    [t.labels.phone, orOnRequest(business.phone)],
    [
      t.labels.email,
      business.email ? (
        <a key="email" href={`mailto:${business.email}`}>
          {business.email}
        </a>
      ) : (
        t.undisclosed
      ),
    ],
    [t.labels.price, t.values.price],
    [t.labels.extraCosts, t.values.extraCosts],
    [t.labels.payment, t.values.payment],
    [t.labels.paymentTiming, t.values.paymentTiming],
    [t.labels.delivery, t.values.delivery],
    [t.labels.returns, t.values.returns],
    [t.labels.environment, t.values.environment],
  ]
  return (
    <LegalDocument title={t.title} intro={t.intro}>
      <dl className="legal-table">
        {rows.map(([label, value]) => (
          <div key={label} className="legal-table__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </LegalDocument>
  )
}
