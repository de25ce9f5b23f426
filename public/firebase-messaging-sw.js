// Push service worker, registered with scope /app/ (spec §9). The edge serves it with
// `Service-Worker-Allowed: /app/` and `Cache-Control: no-cache` (worker/routes/assets.ts).
// Placeholder until the push issue (6) writes the Firebase Messaging handlers here: it installs
// and takes control at once, and does nothing else yet.
self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
