import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { local } from '../../lib/storage'
import { type Alert, type AlertState, BANNER_MIN_LEVEL } from '../../shared/api/alerts'
import { fetchAlertState } from './api'

// The warnings in force as this device last knew them: from the edge's banner when the page came
// with one, from the API every minute while the app is open, and from localStorage when there is
// no network (a phone in a shelter without signal still shows the last warning it read).

const STORED_KEY = 'alert_state'
/** The Worker polls JMA every minute: asking more often would show nothing newer. */
export const ALERT_POLL_MS = 60_000
/** The element the edge writes the banner into (worker/pages/alert-banner.ts), with its state. */
export const EDGE_BANNER_ID = 'edge-alert-banner'

export interface KnownAlerts {
  state: AlertState
  /** When this device read it (ISO); null for the edge's copy, which is as fresh as the page. */
  readAt: string | null
  /** True while the last read failed: the banner says the information may be old. */
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
  if (edge) return { state: edge, readAt: null, stale: false }
  const raw = parseState(local.get(STORED_KEY))
  return raw ? { state: raw, readAt: local.get(`${STORED_KEY}_at`), stale: true } : null
}

export const knownAlertsAtom = atom<KnownAlerts | null>(initialAlerts())

/** The warnings the banner shows: level 3 and up, most severe first. */
export const bannerAlerts = (known: KnownAlerts | null): Alert[] =>
  known ? known.state.alerts.filter((alert) => alert.level >= BANNER_MIN_LEVEL) : []

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
          const readAt = new Date().toISOString()
          local.set(STORED_KEY, JSON.stringify(state))
          local.set(`${STORED_KEY}_at`, readAt)
          set({ state, readAt, stale: false })
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
