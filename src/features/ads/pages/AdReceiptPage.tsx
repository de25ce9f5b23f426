import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { HeadedTable } from '../../../components/Table'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import type { AdReceipt } from '../../../shared/api/ads'
import { fetchReceipt } from '../api'
import { formatDay, formatYen } from '../format'
import m from '../i18n/current'
import '../ads.css'
import { Nums } from '../../../components/Nums'
import { pathTo } from '../../../shared/links'

/** The order's receipt, or the words of why it cannot be shown. */
function useReceipt(id: string | undefined) {
  const [receipt, setReceipt] = useState<AdReceipt | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const orderId = /^[1-9]\d{0,15}$/.test(id ?? '') ? Number(id) : null
    if (!orderId) return setError(m.receipt.loadFailed)
    fetchReceipt(orderId)
      .then(setReceipt)
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.receipt.loadFailed)))
  }, [id])
  return { receipt, error }
}

/** A refund under way or failed is said under the amount; a finished one replaces the line. */
function refundStateOf(receipt: AdReceipt): string | null {
  const status = receipt.refunded ? null : receipt.refund_status
  if (status === 'requires_action' || status === 'pending') return m.receipt.refundState[status]
  if (status === 'failed' || status === 'canceled') return m.receipt.refundState.failed
  return null
}

/**
 * The receipt as a qualified invoice (適格請求書): issuer and registration number, date, what was
 * sold, amount and tax per rate, the buyer. Printable; the server decides every figure.
 */
export function AdReceiptPage() {
  const t = m.receipt
  usePageMeta({ title: t.title })
  const { id } = useParams<{ id: string }>()
  const { receipt, error } = useReceipt(id)
  return (
    <main className="page page--narrow ads-page ads-receipt">
      <h1 className="page-title">{t.title}</h1>
      <FormError error={error} className="field__error" />
      {receipt ? <Receipt receipt={receipt} /> : null}
    </main>
  )
}

function Receipt({ receipt }: { receipt: AdReceipt }) {
  const t = m.receipt
  const refundState = refundStateOf(receipt)
  return (
    <>
      <p className="ads-receipt__buyer">{t.buyer(receipt.buyer)}</p>
      <dl className="ads-receipt__meta">
        <div>
          <dt>{t.number}</dt>
          <dd>{receipt.number}</dd>
        </div>
        <div>
          <dt>{t.issuedOn}</dt>
          <dd>
            <Nums>{formatDay(receipt.issued_on, true)}</Nums>
          </dd>
        </div>
      </dl>
      <ReceiptLines receipt={receipt} />
      <p>{receipt.refunded ? t.refunded : t.received}</p>
      {refundState ? <p className="ads-refund ads-receipt__refund">{refundState}</p> : null}
      <section className="ads-receipt__issuer" aria-label={t.issuer}>
        <p>{receipt.issuer.name}</p>
        <p>{receipt.issuer.address}</p>
        <p>
          {t.registration}: {receipt.issuer.registration_number}
        </p>
      </section>
      <p className="button-row ads-receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t.print}
        </button>
        <Link href={pathTo('/app/ads')} className="button button--secondary">
          {t.back}
        </Link>
      </p>
    </>
  )
}

/** What was sold, each line with its tax rate, then the subtotal and tax per rate and the total. */
function ReceiptLines({ receipt }: { receipt: AdReceipt }) {
  const t = m.receipt
  return (
    <HeadedTable
      className="ads-receipt__lines"
      headings={[t.description, t.rate, t.amount]}
      foot={
        <>
          {receipt.per_rate.map((rate) => [
            <TotalRow
              key={`s${rate.tax_rate_percent}`}
              label={t.subtotal(rate.tax_rate_percent)}
              amount={rate.subtotal}
            />,
            <TotalRow
              key={`t${rate.tax_rate_percent}`}
              label={t.tax(rate.tax_rate_percent)}
              amount={rate.tax}
            />,
          ])}
          <TotalRow className="ads-receipt__total" label={t.total} amount={receipt.total} />
        </>
      }
    >
      {receipt.lines.map((line) => (
        <tr key={line.description}>
          <th scope="row">
            <Nums>{line.description}</Nums>
          </th>
          <td>
            <Nums>{`${line.tax_rate_percent}%`}</Nums>
          </td>
          <td>
            <Nums>{formatYen(line.amount)}</Nums>
          </td>
        </tr>
      ))}
    </HeadedTable>
  )
}

/** A line of the receipt's totals: what it is (across the first two columns), then the amount. */
function TotalRow(props: { label: string; amount: number; className?: string }) {
  return (
    <tr className={props.className}>
      <th scope="row" colSpan={2}>
        {props.label}
      </th>
      <td>
        <Nums>{formatYen(props.amount)}</Nums>
      </td>
    </tr>
  )
}
