import { AD_TAX_RATE_PERCENT, type AdReceipt } from '../../src/shared/api/ads'
import { formatDateRange } from '../../src/shared/date-format/format'
import ja from '../../src/shared/date-format/i18n/ja'
import { apiError } from '../lib/errors'
import { type AdOrderRow, tokyoToday } from './order-store'

// The receipt is a Japanese qualified invoice (適格請求書): the issuer's name and registration
// number (T + 13 digits), the date, what was sold, the amount and tax per tax rate (the tax is
// rounded down once per rate), and the buyer's name.

const REGISTRATION_NUMBER = /^T\d{13}$/

interface ReceiptEnv {
  BUSINESS_NAME: string
  BUSINESS_ADDRESS: string
  BUSINESS_INVOICE_NUMBER?: string
}

export function receiptOf(row: AdOrderRow, env: ReceiptEnv): AdReceipt {
  if (!row.paid_at) {
    throw apiError(409, 'not_paid', '領収書はお支払いの確認後に発行されます。')
  }
  const registration = env.BUSINESS_INVOICE_NUMBER?.trim() ?? ''
  if (!REGISTRATION_NUMBER.test(registration)) {
    throw apiError(
      503,
      'invoice_not_configured',
      '適格請求書発行事業者の登録番号が設定されていないため、領収書を発行できません。',
    )
  }
  return {
    number: `AD-${String(row.id).padStart(8, '0')}`,
    issued_on: tokyoToday(Date.parse(row.paid_at)),
    issuer: {
      name: env.BUSINESS_NAME,
      registration_number: registration,
      address: env.BUSINESS_ADDRESS,
    },
    buyer: row.billing_name,
    lines: [
      {
        description: `広告掲載料 タイムラインPRカード ${row.weeks}週間（${formatDateRange(row.starts_on, row.ends_on, ja, true)}）`,
        amount: row.subtotal,
        tax_rate_percent: AD_TAX_RATE_PERCENT,
      },
    ],
    per_rate: [{ tax_rate_percent: AD_TAX_RATE_PERCENT, subtotal: row.subtotal, tax: row.tax }],
    total: row.total,
    refunded: row.state === 'refunded',
    refund_status: row.refund_status,
  }
}
