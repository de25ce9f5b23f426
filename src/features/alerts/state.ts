import { useAtomValue, useSetAtom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { useEffect } from 'react'
import { local } from '../../lib/storage'
import { type Alert, type AlertState, BANNER_MIN_LEVEL } from '../../shared/api/alerts'
import { fetchAlertState } from './api'

// The warnings in force as this device knows them: from the edge's banner when the page came with
// one, from the API every minute while the app is open, and, when the network fails, from the
// copy kept in localStorage (a phone in a shelter without signal still shows the last warning it
// read, marked as such).

const STORED_KEY = 'alert_state'
const STORED_AT_KEY = 'alert_state_at'
/** The Worker polls JMA every minute: asking more often would show nothing newer. */
export const ALERT_POLL_MS = 60_000
/** The element the edge writes the banner into (worker/pages/alert-banner.ts), with its state. */
export const EDGE_BANNER_ID = 'edge-alert-banner'

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

// Read when first used (the app's first render), not when the module loads.
export const knownAlertsAtom = atomWithLazy<KnownAlerts | null>(initialAlerts)

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

export const useKnownAlerts = () => useAtomValue(knownAlertsAtom)

/** Keeps knownAlertsAtom current while the app is open: once now, each minute, when back online. */
export function useAlertPolling(): void {
  const set = useSetAtom(knownAlertsAtom)
  useEffect(() => {
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
          set({ state, source: 'api', readAt, stale: false })
        },
        () => {
          if (live) set((known) => (known ? { ...known, stale: true } : known))
        },
      )
    }
    read()
    const timer = window.setInterval(read, ALERT_POLL_MS)
    window.addEventListener('online', read)
    return () => {
      live = false
      window.clearInterval(timer)
      window.removeEventListener('online', read)
    }
  }, [set])
}
