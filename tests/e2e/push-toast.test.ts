import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { migrate, startWorker } from '../../scripts/lib/stack.mjs'
import { gotoApp, openBrowser } from './browser'

// Push in Chromium, through the real parts: the app registers public/firebase-messaging-sw.js
// with scope /app/; a Web Push is delivered to that service worker (DevTools protocol
// ServiceWorker.deliverPushMessage, the same event FCM's delivery raises), the worker posts it to
// the visible page in firebase's format, firebase/messaging's onMessage hands it to the app, and
// the toast shows. Only FCM itself (unreachable here) is missing.
//
// This file runs its own Worker: the shared e2e Worker has no Firebase messaging config (appId,
// sender id), and without it the app rightly keeps push off.

let worker: Awaited<ReturnType<typeof startWorker>>
let persistTo: string
let origin: string
let browser: Awaited<ReturnType<typeof openBrowser>>

beforeAll(async () => {
  persistTo = await mkdtemp(join(tmpdir(), 'jimoto-e2e-push-'))
  await migrate(persistTo)
  const port = await freePort()
  worker = await startWorker({
    port,
    persistTo,
    servedDir: join(persistTo, 'served'),
    vars: {
      FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
      FIREBASE_MESSAGING_SENDER_ID: '123456789012',
      FIREBASE_VAPID_KEY:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    },
  })
  origin = `http://localhost:${port}`
  browser = await openBrowser({ push: true })
  await browser.context.grantPermissions(['notifications'], { origin })
})

afterAll(async () => {
  await browser?.close()
  if (worker) await stopProcess(worker)
  if (persistTo) await rm(persistTo, { recursive: true, force: true })
})

/** The page with the app's messaging service worker registered, and a DevTools session on it. */
async function openApp(
  path: string,
): Promise<{ page: Page; cdp: CDPSession; registrationId: string }> {
  const page = await browser.context.newPage()
  const cdp = await browser.context.newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const reg of updated) registrations.set(reg.scopeURL, reg.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await gotoApp(page, `${origin}${path}`)
  await page.locator('h1').first().waitFor()
  // Active and controlling the page: pushes reach it only then.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/app/')
    return Boolean(registration?.active && navigator.serviceWorker.controller)
  })
  // And firebase/messaging's onMessage attached (its chunk loads after the page).
  await page.locator('.push-toasts[data-listening="true"]').waitFor({ state: 'attached' })
  const registrationId = registrations.get(`${origin}/app/`)
  if (!registrationId) throw new Error(`no service worker registration for ${origin}/app/`)
  return { page, cdp, registrationId }
}

async function push(
  target: { cdp: CDPSession; registrationId: string },
  payload: {
    notification: Record<string, string | boolean>
    data?: Record<string, string>
  },
) {
  await target.cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: target.registrationId,
    data: JSON.stringify({ from: '123456789012', fcmMessageId: crypto.randomUUID(), ...payload }),
  })
}

describe('push in the browser', () => {
  it('registers the messaging service worker with scope /app/', async () => {
    const { page } = await openApp('/app/timeline')
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/app/'))?.scope,
    )
    expect(scope).toBe(`${origin}/app/`)
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/app/'))?.active?.scriptURL,
    )
    expect(script).toBe(`${origin}/firebase-messaging-sw.js`)
    await page.close()
  })

  it('shows a pushed message as a toast for 10 seconds', async () => {
    const app = await openApp('/app/timeline')
    // The clock stops (installed, it would go on with the real one, and on a busy machine more
    // than the half second of margin passed between the toast and the look at it). It is the
    // context's clock, so it goes on again for the pages of the tests after this one.
    const now = Date.now()
    await app.page.clock.install({ time: now })
    await app.page.clock.pauseAt(now + 60_000)
    try {
      await push(app, { notification: { title: '週末クーポン', body: '駅前の店で使えます' } })
      const toast = app.page.getByTestId('push-toast')
      await toast.waitFor()
      expect(await toast.textContent()).toContain('駅前の店で使えます')
      await app.page.clock.runFor(9_500)
      expect(await toast.isVisible()).toBe(true)
      await app.page.clock.runFor(600)
      await toast.waitFor({ state: 'detached' })
    } finally {
      await app.page.clock.resume()
    }
    await app.page.close()
  })

  it('dismisses the toast with its close button', async () => {
    const app = await openApp('/app/timeline')
    await push(app, { notification: { title: 'お知らせ', body: '本文' } })
    const toast = app.page.getByTestId('push-toast')
    await toast.getByRole('button', { name: '閉じる' }).click()
    await toast.waitFor({ state: 'detached' })
    await app.page.close()
  })

  it('opens the target page in the app on click and closes the toast', async () => {
    const app = await openApp('/app/timeline')
    await push(app, {
      notification: { title: 'このアプリについて', body: 'タップして開く' },
      data: { target_url: '/app/about' },
    })
    await app.page
      .getByTestId('push-toast')
      .getByRole('button', { name: /このアプリについて/ })
      .click()
    await app.page.waitForURL(`${origin}/app/about`)
    expect(await app.page.getByTestId('push-toast').count()).toBe(0)
    await app.page.close()
  })

  it('never opens a javascript: target', async () => {
    const app = await openApp('/app/timeline')
    const dialogs: string[] = []
    app.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await push(app, {
      notification: { title: '不審なリンク', body: '' },
      data: { target_url: 'javascript:alert(1)' },
    })
    const toast = app.page.getByTestId('push-toast')
    await toast.getByText('不審なリンク').click()
    expect(app.page.url()).toBe(`${origin}/app/timeline`)
    expect(dialogs).toEqual([])
    expect(await toast.count()).toBe(1)
    await app.page.close()
  })
})

// A warning's push when no page of the app is open: the system notification. FCM hands the
// service worker its web payload with WebpushConfig.notification's fields (tag, renotify,
// requireInteraction, silent: Notification options, FCM HTTP v1 reference, projects.messages
// WebpushConfig) merged into `notification`, as worker/alerts/push-message.ts sets them.
describe('a warning’s web notifications', () => {
  const TAG = '6f2d3c1e-5b4a-4e3f-9a8b-7c6d5e4f3a2b'
  const warning = (level: number) => ({
    notification: {
      title: `【警戒レベル${level}】大雨（熱海市）`,
      body: '避難してください。',
      tag: TAG,
      renotify: true,
      requireInteraction: level >= 4,
      silent: false,
    },
    data: { target_url: `/app/hazardmap?alert=${TAG}` },
  })

  /** The app's messaging service worker, as Playwright reaches it. */
  function messagingWorker() {
    const worker = browser.context
      .serviceWorkers()
      .find((candidate) => candidate.url() === `${origin}/firebase-messaging-sw.js`)
    if (!worker) throw new Error('the messaging service worker is not running')
    return worker
  }

  /**
   * How many visible windows the worker still counts. A page that has just left the app can stay
   * in its list of clients for a moment on a busy machine, and a push handled then goes to that
   * page (a toast nobody sees) instead of becoming a notification.
   */
  function visibleWindows() {
    return messagingWorker().evaluate(async () => {
      // The worker's own Clients API (not in this project's DOM types).
      const scope = self as unknown as {
        clients: {
          matchAll(options: object): Promise<{ visibilityState: DocumentVisibilityState }[]>
        }
      }
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
      return windows.filter((client) => client.visibilityState === 'visible').length
    })
  }

  /**
   * The notifications the registration shows, read inside the service worker: a page of the app
   * opened to read them would be a visible client, and a push the worker had not handled yet
   * would go to that page instead of becoming a notification.
   */
  async function shown() {
    return messagingWorker().evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration }
      const list = await scope.registration.getNotifications()
      return list.map((n) => ({
        title: n.title,
        tag: n.tag,
        requireInteraction: n.requireInteraction,
        silent: n.silent,
      }))
    })
  }

  it('a raise replaces the notice of the same warning; the 解除 replaces it silently', async () => {
    const app = await openApp('/app/timeline')
    // No page of the app left: the worker shows system notifications.
    await app.page.goto('about:blank')
    await expect.poll(visibleWindows).toBe(0)
    await push(app, warning(3))
    await push(app, warning(4))
    await expect
      .poll(async () => (await shown()).map((n) => n.title))
      .toEqual(['【警戒レベル4】大雨（熱海市）'])
    expect(await shown()).toEqual([
      { title: '【警戒レベル4】大雨（熱海市）', tag: TAG, requireInteraction: true, silent: false },
    ])
    await push(app, {
      notification: {
        title: '【解除】大雨（熱海市）',
        body: 'この情報は解除されました。',
        tag: TAG,
        renotify: false,
        requireInteraction: false,
        silent: true,
      },
    })
    await expect
      .poll(async () => shown())
      .toEqual([
        { title: '【解除】大雨（熱海市）', tag: TAG, requireInteraction: false, silent: true },
      ])
    await app.page.close()
  })
})
