import { useSyncExternalStore } from 'react'
import { site } from '../../lib/site'
import m from '../i18n/current'
import { formatDateTime, formatRelativeTime } from './time'

// One clock for every relative time on the page: "3分前" turns into "4分前" without a reload, and
// a long timeline does not run one timer per card.

const TICK_MS = 30_000
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | null = null

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  timer ??= setInterval(() => {
    for (const notify of listeners) notify()
  }, TICK_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

/** The current time, rounded to the tick, so every reader within one tick agrees. */
const snapshot = () => Math.floor(Date.now() / TICK_MS) * TICK_MS

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** "3分前", with the full date and time (town time) as its machine-readable value and tooltip. */
export function RelativeTime({ value }: { value: string }) {
  const now = useNow()
  const full = formatDateTime(value, undefined, now)
  return (
    <time
      dateTime={value}
      title={site.international ? `${full} (${m.time.japanTime})` : full}
      className="relative-time"
    >
      {formatRelativeTime(value, now)}
    </time>
  )
}
