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
//   - otherwise → a system notification with title, body and image, and the options a warning's
//     push sets in webpush.notification (worker/alerts/push-message.ts): `tag` (one per warning:
//     a later push of the same warning replaces the earlier notification), `renotify` (the
//     replacement alerts again), `requireInteraction` (level 4 and above stays until dismissed)
//     and `silent` (the quiet 解除). A click focuses or opens
//     data.target_url: our own paths inside the app, other http(s) URLs in a new window, and
//     anything else (javascript:, data:, …) is never opened: the app's home opens instead.
//
// It also keeps the hazard map usable offline (one worker per scope, so this one): the page sends
// `{type: 'hazard-keep', urls}` after a visit (src/features/hazardmap/offline.ts) and the worker
// stores the page, its code and the shelters; later the page and those answers come from the
// network when there is one, else from the cache. Map tiles viewed (400) and points read (100) are
// kept in bounded caches; code of an earlier deploy goes once a visit has kept the current one.
// Every answer it stores carries `X-Stored-At` (when it was stored): a copy served in place of
// the network says so, because a phone without a connection may still report `navigator.onLine`
// (a Wi-Fi with no way out; a document opened from this worker while offline), and the page must
// not present an hour-old shelter list as the current one.

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

/** How a notification replaces an earlier one of the same warning (only with a tag). */
function replacement(note) {
  const tag = text(note.tag)
  if (!tag) return {}
  return {
    tag,
    renotify: note.renotify === true,
    requireInteraction: note.requireInteraction === true,
    silent: note.silent === true,
  }
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
        ...replacement(note),
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

// ---- Offline hazard map ------------------------------------------------------------------

const HAZARD_CACHE = 'hazard-offline-v1'
const TILE_CACHE = 'hazard-tiles-v1'
/** Tiles kept for offline maps, oldest dropped first (a 256-px tile is 1–30 KB). */
const TILE_LIMIT = 400
/** Point readings kept for offline answers: each tapped spot is its own URL, so they are capped. */
const POINT_CACHE = 'hazard-points-v1'
// The shelters of each map view the page asked for (?bbox=): the last ones only. The town's
// area (no bbox) stays in HAZARD_CACHE with the page.
const SHELTER_VIEW_CACHE = 'hazard-shelter-views-v1'
const SHELTER_VIEW_LIMIT = 30
const POINT_LIMIT = 100
const HAZARD_PAGE = '/app/hazardmap'
const SHELTERS_API = '/api/hazard/shelters'
const POINT_API = '/api/hazard/point'
const TILE_PATH = /\/\d+\/\d+\/\d+\.png$/
/** Read by the page (src/features/hazardmap/offline.ts, STORED_AT_HEADER). */
const STORED_AT_HEADER = 'X-Stored-At'

function isTile(url) {
  return url.origin !== self.location.origin && TILE_PATH.test(url.pathname)
}

/** Drops the oldest entries of a cache beyond `limit` (keys() lists them in insertion order). */
async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key)
}

const trimTiles = () => trim(TILE_CACHE, TILE_LIMIT)

/** The answer as stored: the same status and body, with the time it was stored. */
async function stamped(res) {
  const headers = new Headers(res.headers)
  headers.set(STORED_AT_HEADER, new Date().toISOString())
  return new Response(await res.arrayBuffer(), {
    status: res.status,
    statusText: res.statusText,
    headers,
  })
}

async function keep(raw) {
  const url = new URL(raw, self.location.origin)
  if (isTile(url)) {
    const res = await fetch(url.href, { mode: 'no-cors' })
    await (await caches.open(TILE_CACHE)).put(url.href, res)
    return true
  }
  if (url.origin !== self.location.origin) return false
  const res = await fetch(url.href, { credentials: 'same-origin' })
  if (!res.ok) return false
  await (await caches.open(HAZARD_CACHE)).put(url.href, await stamped(res))
  return true
}

/** After a complete keep: code of earlier deploys that this visit no longer loaded goes. */
async function dropOldAssets(urls) {
  const wanted = new Set(
    urls
      .filter((raw) => typeof raw === 'string')
      .map((raw) => new URL(raw, self.location.origin).href),
  )
  const cache = await caches.open(HAZARD_CACHE)
  for (const key of await cache.keys()) {
    if (new URL(key.url).pathname.startsWith('/assets/') && !wanted.has(key.url)) {
      await cache.delete(key)
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data
  if (data?.type !== 'hazard-keep' || !Array.isArray(data.urls)) return
  const port = event.ports[0]
  event.waitUntil(
    (async () => {
      let stored = true
      for (const raw of data.urls.slice(0, 800)) {
        if (typeof raw !== 'string') continue
        try {
          if (!(await keep(raw))) stored = false
        } catch {
          stored = false
        }
      }
      await trimTiles()
      if (stored) await dropOldAssets(data.urls)
      port?.postMessage({ stored })
    })(),
  )
})

/** The network's answer (stored for next time), else the stored one. */
async function networkFirst(request, key, cacheName = HAZARD_CACHE, limit = 0) {
  const cache = await caches.open(cacheName)
  try {
    const res = await fetch(request)
    if (res.ok) {
      await cache.put(key, await stamped(res.clone()))
      if (limit) await trim(cacheName, limit)
    }
    return res
  } catch (error) {
    const stored = await cache.match(key)
    if (stored) return stored
    throw error
  }
}

async function storedFirst(request, cacheName) {
  const cache = await caches.open(cacheName)
  const stored = await cache.match(request.url)
  if (stored) return stored
  const res = await fetch(request)
  if (cacheName === TILE_CACHE && (res.ok || res.type === 'opaque')) {
    await cache.put(request.url, res.clone())
    await trimTiles()
  }
  return res
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  const own = url.origin === self.location.origin
  if (own && request.mode === 'navigate' && url.pathname.replace(/\/$/, '') === HAZARD_PAGE) {
    event.respondWith(networkFirst(request, new URL(HAZARD_PAGE, self.location.origin).href))
  } else if (own && url.pathname === SHELTERS_API && url.searchParams.has('bbox')) {
    event.respondWith(networkFirst(request, url.href, SHELTER_VIEW_CACHE, SHELTER_VIEW_LIMIT))
  } else if (own && url.pathname === SHELTERS_API) {
    event.respondWith(networkFirst(request, url.href))
  } else if (own && url.pathname === POINT_API) {
    event.respondWith(networkFirst(request, url.href, POINT_CACHE, POINT_LIMIT))
  } else if (own && url.pathname.startsWith('/assets/')) {
    // Hashed, immutable files: a stored copy is always right.
    event.respondWith(storedFirst(request, HAZARD_CACHE))
  } else if (isTile(url) && request.destination === 'image') {
    event.respondWith(storedFirst(request, TILE_CACHE))
  }
})
