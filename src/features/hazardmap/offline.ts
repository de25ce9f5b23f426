import { apiPath } from '../../lib/api'
import { local } from '../../lib/storage'
import type { ShelterList } from '../../shared/api/hazard'
import { formatDateTime } from '../../shared/date-format/format'
import SITE_DATES from '../../shared/date-format/i18n/current'
import { APP_SCOPE } from '../../shared/routes'

// What the hazard map keeps for a visit without network (docs/product.md, hazard map): the
// town's shelters and 「マイ避難所」 in localStorage, and the page's code, the shelter answer and the
// tiles already viewed in the service worker at /app/ (public/firebase-messaging-sw.js, the same
// worker that handles push: one worker per scope).

const SHELTERS_KEY = 'hazard_shelters'
const SAVED_AT_KEY = 'hazard_saved_at'
export const MY_SHELTERS_KEY = 'my_shelters'

const SERVICE_WORKER_URL = '/firebase-messaging-sw.js'
/**
 * On an answer the service worker gave from its store instead of the network: when it stored it
 * (the worker sets it; a fresh answer has none).
 */
export const STORED_AT_HEADER = 'X-Stored-At'
const SERVICE_WORKER_SCOPE = APP_SCOPE

export function storeShelters(list: ShelterList): void {
  local.set(SHELTERS_KEY, JSON.stringify(list))
  local.set(SAVED_AT_KEY, new Date().toISOString())
}

export function storedShelters(): { list: ShelterList; savedAt: string | null } | null {
  const raw = local.get(SHELTERS_KEY)
  if (!raw) return null
  try {
    const list = JSON.parse(raw) as ShelterList
    return Array.isArray(list.items) ? { list, savedAt: local.get(SAVED_AT_KEY) } : null
  } catch {
    return null
  }
}

export function readIdList(key: string): number[] {
  try {
    const value: unknown = JSON.parse(local.get(key) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

export const writeIdList = (key: string, ids: number[]) => local.set(key, JSON.stringify(ids))

/**
 * Registers the /app/ service worker (the push worker: same URL and scope, so the same
 * registration) and hands it what this page loaded, so the next visit opens without network.
 * Resolves when the worker has stored them; false where service workers are not available.
 */
export async function keepForOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
  const registration = await navigator.serviceWorker.ready
  const worker = registration.active
  if (!worker) return false
  // The answer to a tap loads with the first tap: fetch its code now, so that it is among the
  // files kept and a first tap offline still answers.
  await import('./sheet/AnswerSheet').catch(() => undefined)
  const urls = [
    window.location.pathname,
    apiPath('GET /api/hazard/shelters'),
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => {
        const url = new URL(name)
        return url.origin === window.location.origin
          ? url.pathname.startsWith('/assets/')
          : /\/\d+\/\d+\/\d+\.png$/.test(url.pathname)
      }),
  ]
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<{ stored?: boolean }>) =>
      resolve(event.data.stored === true)
    worker.postMessage({ type: 'hazard-keep', urls }, [channel.port2])
    setTimeout(() => resolve(false), 15_000)
  })
}

/**
 * When the shelters were saved, as every page writes a date and time: the shared rule itself, not
 * the post components' wrapper, whose relative times and numbers the map route would download.
 */
export const formatWhen = (iso: string) => formatDateTime(iso, SITE_DATES)
