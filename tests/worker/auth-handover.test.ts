import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { send, verifiedAccount } from './auth-helpers'

// Signing in on an international site: the main site hands a signed-in person's session to the
// sub-domain through a one-time code (worker/accounts/handover.ts). What a visitor relies on, and
// what a stolen, replayed or forged code or return address must never do.

const MAIN = 'localhost:8787'
const EN = 'en.localhost:8787'
const KO = 'ko.localhost:8787'

interface Minted {
  url: string
}
interface Redeemed {
  token: string
  user: { id: number; name: string }
  return_path: string
}

async function mint(token: string, to: string) {
  return send<Minted>('POST', '/auth/handover', { token, body: { to } })
}

async function codeFor(token: string, to: string): Promise<string> {
  const minted = await mint(token, to)
  expect(minted.status).toBe(200)
  return new URL(minted.body.url).searchParams.get('code') ?? ''
}

const redeem = (code: unknown, host = EN) =>
  send<Redeemed & { error: string; message: string }>('POST', '/auth/handover/redeem', {
    host,
    body: { code },
  })

describe('a signed-in person carried over to the English site', () => {
  it('gets a session there that reads as the same account, and comes back to the page', async () => {
    const account = await verifiedAccount('handover')
    const minted = await mint(account.token, `http://${EN}/app/stamprally/1?tab=spots`)
    expect(minted.status).toBe(200)
    const url = new URL(minted.body.url)
    expect(url.origin).toBe(`http://${EN}`)
    expect(url.pathname).toBe('/app/handover')
    // Nothing but the code: the page to return to stays on the server.
    expect([...url.searchParams.keys()]).toEqual(['code'])

    const answer = await redeem(url.searchParams.get('code'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body.return_path).toBe('/app/stamprally/1?tab=spots')
    expect(answer.body.user.id).toBe(account.id)
    // A session of its own (logging out on one site leaves the other), for the same account.
    expect(answer.body.token).not.toBe(account.token)
    const me = await send<{ id: number }>('GET', '/auth/me', {
      host: EN,
      token: answer.body.token,
    })
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(account.id)
  })
})

describe('a code that must not work', () => {
  it('works once: the second use is refused and makes no session', async () => {
    const account = await verifiedAccount('handover-reuse')
    const code = await codeFor(account.token, `http://${EN}/app`)
    expect((await redeem(code)).status).toBe(200)
    const again = await redeem(code)
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('handover_used')
    expect(again.body.message).toMatch(/すでに使われています/)
  })

  it('is refused once its minute is over', async () => {
    const account = await verifiedAccount('handover-late')
    const code = await codeFor(account.token, `http://${EN}/app`)
    // The minute passes (the row's clock moved back, rather than the test waiting for it).
    await env.DB.prepare(
      `UPDATE session_handovers SET expires_at = ?1 WHERE user_id = ?2 AND used_at IS NULL`,
    )
      .bind(new Date(Date.now() - 1000).toISOString(), account.id)
      .run()
    const late = await redeem(code)
    expect(late.status).toBe(400)
    expect(late.body.error).toBe('handover_expired')
  })

  it('is refused on another site than the one it was made for, and is spent by that try', async () => {
    const account = await verifiedAccount('handover-host')
    const code = await codeFor(account.token, `http://${EN}/app`)
    const elsewhere = await redeem(code, KO)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.error).toBe('handover_wrong_site')
    expect((await redeem(code, MAIN)).body.error).toBe('handover_used')
    expect((await redeem(code, EN)).body.error).toBe('handover_used')
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a code', '../../etc/passwd'],
    ['a number', 12345],
  ])('answers a %s code with a clear 400', async (_label, code) => {
    const answer = await redeem(code)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/引き継ぎコード/)
  })

  it('answers a well-formed code nobody issued with a 400', async () => {
    const answer = await redeem('A'.repeat(43))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('handover_unknown')
  })
})

describe('where a code may send the browser', () => {
  it.each([
    '//evil.com',
    'https://evil.com/app',
    '/\\evil.com',
    '/app/stamprally',
    `http://${EN}//evil.com/app`,
    `http://${EN}/\\evil.com`,
    `http://${EN}.evil.com/app`,
    `http://user:pw@${EN}/app`,
    `https://${EN}/app`,
    `http://${MAIN}/app`,
    'javascript:alert(1)',
    `http://${EN}/app\n/x`,
  ])('refuses %j as the page to return to, with a 400', async (to) => {
    const account = await verifiedAccount('handover-target')
    const answer = await mint(account.token, to)
    expect(answer.status).toBe(400)
    expect((answer.body as unknown as { error: string }).error).toMatch(/^invalid_/)
  })

  it('is made for signed-in people only, and only on the main site', async () => {
    expect(
      (await send('POST', '/auth/handover', { body: { to: `http://${EN}/app` } })).status,
    ).toBe(401)
    const account = await verifiedAccount('handover-from-en')
    const fromEn = await send('POST', '/auth/handover', {
      host: EN,
      token: account.token,
      body: { to: `http://${KO}/app` },
    })
    expect(fromEn.status).toBe(404)
  })
})
