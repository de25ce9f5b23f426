import { useEffect, useSyncExternalStore } from 'react'
import { local } from '../../lib/storage'
import { type Alert, type AlertState, BANNER_MIN_LEVEL } from '../../shared/api/alerts'
import { fetchAlertState } from './api'
import { EDGE_BANNER_ID } from './edge-banner'

// The warnings in force as this device knows them: from the edge's banner when the page came with
// one, from the API every ALERT_POLL_MS while the app is in view (at once when it comes back into
// view or online), and, when the network fails, from the copy kept in localStorage (a phone in a
// shelter without signal still shows the last warning it read, marked as such).

const STORED_KEY = 'alert_state'
const STORED_AT_KEY = 'alert_state_at'
/**
 * A desk order or a drill changes the warnings at any second, not only at the minute's poll of
 * JMA: an app in view asks every 15 s. Each ask is a conditional request (the API's ETag is the
 * warnings' version), answered 304 without a body while nothing changed.
 */
export const ALERT_POLL_MS = 15_000

export interface KnownAlerts {
  state: AlertState
  /** Where it came from: the page's banner, the API, or this device's copy of an earlier read. */
  source: 'edge' | 'api' | 'copy'
  /** When this device read it from the API (ISO); null for the edge's, as fresh as the page. */
  readAt: string | null
  /** The last read failed: the banner says the information may be old. */
  stale: boolean
}

function parseState(raw: string | null | undefined): AlertState | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<AlertState>
    return Array.isArray(value.alerts)
      ? { alerts: value.alerts, checkedAt: value.checkedAt ?? null }
      : null
  } catch {
    return null
  }
}

function initialAlerts(): KnownAlerts | null {
  const edge = parseState(document.getElementById(EDGE_BANNER_ID)?.dataset.alerts)
  if (edge) return { state: edge, source: 'edge', readAt: null, stale: false }
  const copy = parseState(local.get(STORED_KEY))
  return copy
    ? { state: copy, source: 'copy', readAt: local.get(STORED_AT_KEY), stale: false }
    : null
}

// A store of its own rather than a jotai atom: an atom created in this module, which the lazily
// loaded pages import too, made the bundler move jotai, React and the API client out of the entry
// chunk (1.5 KB more gzip on the first route). Read when first used (the app's first render);
// forgotten when the last component using it goes (a fresh app reads the page again).
let known: KnownAlerts | null | undefined
const listeners = new Set<() => void>()

function currentAlerts(): KnownAlerts | null {
  if (known === undefined) known = initialAlerts()
  return known
}

function setKnown(next: (current: KnownAlerts | null) => KnownAlerts | null): void {
  known = next(currentAlerts())
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) known = undefined
  }
}

/**
 * The warnings the banner shows: level 3 and up, most severe first. The device's old copy counts
 * only once the network has failed (a page served by the edge without a banner means none).
 */
export const bannerAlerts = (known: KnownAlerts | null): Alert[] =>
  alertsInForce(known).filter((alert) => alert.level >= BANNER_MIN_LEVEL)

/** Every warning in force (advisories too), with the same rule for the device's old copy. */
export function alertsInForce(known: KnownAlerts | null): Alert[] {
  if (!known || (known.source === 'copy' && !known.stale)) return []
  return known.state.alerts
}

export const useKnownAlerts = () => useSyncExternalStore(subscribe, currentAlerts, currentAlerts)

/**
 * Keeps the known warnings current while the app is in view: once now, every ALERT_POLL_MS, and
 * at once when it comes back into view or online; a page out of view asks nothing.
 */
export function useAlertPolling(): void {
  useEffect(() => {
    const set = setKnown
    let live = true
    const read = () => {
      fetchAlertState().then(
        (state) => {
          if (!live) return
          if (!state) {
            // No alerts API: what the page's banner said stands.
            set((known) =>
              known?.source === 'edge'
                ? known
                : {
                    state: { alerts: [], checkedAt: null },
                    source: 'api',
                    readAt: null,
                    stale: false,
                  },
            )
            return
          }
          const readAt = new Date().toISOString()
          local.set(STORED_KEY, JSON.stringify(state))
          local.set(STORED_AT_KEY, readAt)
          set(() => ({ state, source: 'api', readAt, stale: false }))
        },
        () => {
          if (live) set((known) => (known ? { ...known, stale: true } : known))
        },
      )
    }
    let timer: number | undefined
    const follow = () => {
      window.clearInterval(timer)
      timer = undefined
      if (document.visibilityState === 'hidden') return
      read()
      timer = window.setInterval(read, ALERT_POLL_MS)
    }
    follow()
    window.addEventListener('online', follow)
    document.addEventListener('visibilitychange', follow)
    return () => {
      live = false
      window.clearInterval(timer)
      window.removeEventListener('online', follow)
      document.removeEventListener('visibilitychange', follow)
    }
  }, [])
}

/** The warning the hazard map is about: the one `?alert=` names, else the most severe with a map. */
export function useDisasterAlert(id: string | null): Alert | null {
  const known = useKnownAlerts()
  if (id) return alertsInForce(known).find((alert) => alert.id === id) ?? null
  return (
    bannerAlerts(known).find((alert) => alert.layer || alert.hazard || alert.shelterIds.length) ??
    null
  )
}
