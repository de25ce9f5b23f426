import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, fillLogin } from './auth-pages'
import { gotoApp, openBrowser, siteUrl } from './browser'
import { queryLocalD1 } from './d1'

// An English-speaking visitor takes part in English: from the en rally page's "Log in" to the
// Japanese site's login, and back on the en rally page signed in (the session handed over by a
// one-time code, worker/accounts/handover.ts), where they stamp. The code in the address works once.

const PASSWORD = 'jimoto-demo-2026'
const RALLY = 1
/** Spot 5 of the demo rally, 川端公園: printed code KAWABATA-2026. */
const KAWABATA = { spot: 5, code: 'KAWABATA-2026', lat: 34.9678, lng: 139.0958 }

let browser: Awaited<ReturnType<typeof openBrowser>>
let email: string

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 390, height: 844 } })
  await browser.context.grantPermissions(['geolocation'], { origin: siteUrl('en') })
  await browser.context.setGeolocation({
    latitude: KAWABATA.lat,
    longitude: KAWABATA.lng,
    accuracy: 8,
  })
  // A visitor's account with the demo password and three stamps of the rally, from earlier days.
  email = `visitor-${Date.now().toString(36)}@e2e.jimoto.example`
  await queryLocalD1(
    `INSERT INTO users (email, email_verified, password_hash, name)
     SELECT '${email}', 1, password_hash, 'Emma Walker' FROM users
     WHERE email = 'hanako@demo.jimoto.example'`,
  )
  await queryLocalD1(
    `INSERT INTO stamps (user_id, spot_id, created_at)
     SELECT u.id, s.id, '2026-11-0' || s.id || 'T01:00:00.000Z' FROM users u, rally_spots s
     WHERE u.email = '${email}' AND s.rally_id = ${RALLY} AND s.id IN (1, 2, 3)`,
  )
})
afterAll(async () => {
  await browser.close()
})

describe('a visitor on the English site', () => {
  it('logs in from the rally page, is back on it signed in, and stamps there', async () => {
    const page = await browser.context.newPage()
    const handovers: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/app/handover?code=')) handovers.push(req.url())
    })
    await gotoApp(page, `${siteUrl('en')}/app/stamprally/${RALLY}`)
    await page.getByText('Log in to collect stamps and follow your progress.').waitFor()
    await page.locator('.rally-login-hint').getByRole('link', { name: 'Log in' }).click()

    // The Japanese site's login, saying why in English too.
    await eventually(() => new URL(page.url()).origin + new URL(page.url()).pathname).toBe(
      `${siteUrl()}/app/login`,
    )
    const note = page.getByRole('note')
    await note.getByText(/^You came from the English site\./).waitFor()
    await fillLogin(page, email, PASSWORD)

    // Back on the English rally page (the address without the code), signed in there.
    await eventually(() => page.url()).toBe(`${siteUrl('en')}/app/stamprally/${RALLY}`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await page.getByText('3 of 5 stamps (2 more to complete)').waitFor({ state: 'attached' })
    expect(await page.locator('.rally-login-hint').count()).toBe(0)
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('link', { name: 'Favorites' }).waitFor()
    expect(handovers).toHaveLength(1)

    // The printed code at 川端公園, scanned with the phone's camera: stamped on the English site.
    await gotoApp(
      page,
      `${siteUrl('en')}/app/stamprally/${RALLY}/checkin?spot=${KAWABATA.spot}&c=${KAWABATA.code}`,
    )
    const outcome = page.locator('.rally-outcome')
    await eventually(() => outcome.textContent()).toMatch(/Stamped: .+!/)
    await gotoApp(page, `${siteUrl('en')}/app/stamprally/${RALLY}`)
    await page.getByText('4 of 5 stamps (1 more to complete)').waitFor({ state: 'attached' })

    // The same sign-in address again (a copied link, the back button): it works once only.
    const again = await browser.context.newPage()
    await gotoApp(again, handovers[0] ?? '')
    await again.getByRole('heading', { name: 'Could not sign you in on this site' }).waitFor()
    await again.getByText('This sign-in link has already been used.').waitFor()
    await again.close()
    await page.close()
  })
})
