// The messaging service worker, registered by the app with scope /app/. The edge serves
// it with `Service-Worker-Allowed: /app/` and `Cache-Control: no-cache` (worker/assets/routes.ts).
//
// Self-contained on purpose: no firebase import (no CDN script, nothing for the CSP to allow, and
// it works offline). firebase/messaging on the page subscribes this registration to FCM
// (getToken); FCM then delivers each message as a Web Push whose payload is the JSON FCM documents
// for web clients: `{ notification: {title, body, image}, data: {…}, from, fcmMessageId, … }`.
// Like firebase's own service worker:
//   - a page of the app is visible → the message is posted to it in firebase's wire format
//     (`isFirebaseMessaging`, `messageType: 'push-received'`), so the page's onMessage handler
//     shows the in-app toast;
//   - otherwise → a system notification with title, body and image; a click focuses or opens
//     data.target_url: our own paths inside the app, other http(s) URLs in a new window, and
//     anything else (javascript:, data:, …) is never opened: the app's home opens instead.

const APP_HOME = '/app'

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

function readPayload(event) {
  if (!event.data) return null
  try {
    const payload = event.data.json()
    return payload && typeof payload === 'object' ? payload : null
  } catch {
    return null
  }
}

function text(value) {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** The URL a click may open, or null (only http(s); our own paths in-app). */
function safeTarget(raw) {
  const value = text(raw)
  if (!value) return null
  let url
  try {
    url = new URL(value, self.location.origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (value.startsWith('//')) return null
  return url
}

async function visibleClients() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  return windows.filter((client) => client.visibilityState === 'visible')
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  if (!payload) return
  event.waitUntil(
    (async () => {
      const visible = await visibleClients()
      if (visible.length > 0) {
        const message = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' }
        for (const client of visible) client.postMessage(message)
        return
      }
      const note = payload.notification || {}
      const data = payload.data || {}
      const title = text(note.title) || text(data.title)
      if (!title) return
      const image = text(note.image) || text(data.image)
      await self.registration.showNotification(title, {
        body: text(note.body) || text(data.body) || '',
        ...(image ? { image } : {}),
        icon: '/favicon.svg',
        data: { target_url: text(data.target_url) },
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = safeTarget(event.notification.data?.target_url)
  const url = target || new URL(APP_HOME, self.location.origin)
  event.waitUntil(
    (async () => {
      const sameSite = url.origin === self.location.origin
      if (sameSite) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === url.origin)
        if (open) {
          const focused = await open.focus()
          if (open.url !== url.href && 'navigate' in focused) {
            await focused.navigate(url.href).catch(() => self.clients.openWindow(url.href))
          }
          return
        }
      }
      await self.clients.openWindow(url.href)
    })(),
  )
})
