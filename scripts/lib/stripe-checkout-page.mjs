// The stand-in's test checkout page (stripe-stand-in.mjs), in place of Stripe Checkout: plainly
// labelled as a test, with card / konbini / cancel buttons, and for a konbini session waiting for
// payment, "paid at the counter" and "expired".

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
  )

export function checkoutPage(session) {
  const yen = new Intl.NumberFormat('ja-JP').format(session.amount_total)
  const name = session.line_items_summary
  const pending = session.status === 'complete' && session.payment_status === 'unpaid'
  const button = (action, label) =>
    `<form method="post" action="/c/pay/${session.id}/${action}"><button type="submit">${label}</button></form>`
  const actions =
    session.status !== 'open' && !pending
      ? `<p>このセッションは終了しています（${escapeHtml(session.status)} / ${escapeHtml(session.payment_status)}）。</p>`
      : pending
        ? `<p>コンビニ払いの支払い待ちです。</p>${button('konbini-paid', 'コンビニで支払いました（テスト）')}${button('konbini-expired', '支払期限切れにする（テスト）')}`
        : `${button('card', 'カードで支払う（テスト）')}${button('konbini', 'コンビニ払いを選ぶ（テスト）')}${button('cancel', '戻る（キャンセル）')}`
  return standInPage(
    'テスト決済',
    'これはテスト用の決済画面です。Stripe の代わりにローカルで動いており、実際の請求は行われません。',
    `<h1>お支払い</h1><p>${escapeHtml(name)}</p><p>合計 <strong>¥${yen}</strong>（税込）</p>
<p>請求先: ${escapeHtml(session.customer_email ?? '')}</p>${actions}`,
  )
}

/**
 * The page Stripe's email links to when a konbini payment is refunded: the customer gives bank
 * details (here one test button), or lets the instructions expire.
 */
export function refundPage(refund) {
  const yen = new Intl.NumberFormat('ja-JP').format(refund.amount)
  const sentTo = refund.next_action?.display_details?.email_sent?.email_sent_to ?? ''
  const button = (action, label) =>
    `<form method="post" action="/c/refund/${refund.id}/${action}"><button type="submit">${label}</button></form>`
  const actions =
    refund.status === 'requires_action'
      ? `<p>返金先の口座情報の入力をお願いするメールを ${escapeHtml(sentTo)} に送りました。</p>${button('bank-details', '口座情報を入力しました（テスト）')}${button('expire', '入力期限切れにする（テスト）')}`
      : `<p>この返金は ${escapeHtml(refund.status)} です。</p>`
  return standInPage(
    'テスト返金',
    'これはテスト用の返金画面です。Stripe の代わりにローカルで動いており、実際の返金は行われません。',
    `<h1>コンビニ払いの返金</h1><p>返金額 <strong>¥${yen}</strong></p>${actions}`,
  )
}

/** A page of the stand-in: its title, the banner that says no real money moves, and `main`. */
function standInPage(title, banner, main) {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} — Stripe の代わり</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:2px solid #b58100;padding:.75rem;font-weight:bold}
form{display:inline-block;margin:.25rem}button{font-size:1rem;padding:.6rem 1rem}</style></head>
<body><main><p class="banner">${banner}</p>
${main}</main></body></html>`
}
