import { forgetOnPurge } from '../lib/edge-cache'
import { forgetSteadyWindow } from './steady'

// What an isolate keeps of the map for a few seconds (memo.ts for points, cluster-memo.ts for
// counts): entries by key, each with its expiry and a size, the oldest dropped first once the
// sizes add up to more than a bound. Every edge cache purge (a write through this isolate)
// empties all of them, so whoever wrote sees the change on the map at once.

/** How long an entry is served without reading D1 again. */
export const MEMO_MS = 10_000

/** The map's keys for one filter: kinds, the event period or "now", and hidden authors. */
export const filterKey = (query: {
  kinds: readonly string[]
  from: number | null
  to: number | null
  hidden?: readonly number[]
}) =>
  `${[...query.kinds].sort().join(',')}|${query.from ?? 'now'}|${query.to ?? ''}|${query.hidden?.join(',') ?? ''}`

export class HeldEntries<T> {
  /** Insertion order is age: the first entries are dropped first. */
  private readonly entries = new Map<string, { expires: number; size: number; value: T }>()
  private total = 0

  constructor(private readonly maxTotal: number) {
    stores.push(this)
  }

  /** The entry under `key` if it has not expired at `now`. */
  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key)
    return entry && entry.expires > now ? entry.value : undefined
  }

  /**
   * The entries of `wanted` in their order: those held, and those not held (or expired) read
   * together by `read` (one value per item it is given, in order) and kept from now on, unless
   * `read` says a value is partial (`keep: false`: good for this answer only).
   */
  async getAll<W extends { key: string }>(
    wanted: W[],
    now: number,
    read: (missing: W[]) => Promise<{ value: T; size: number; keep?: boolean }[]>,
  ): Promise<T[]> {
    const found = wanted.map((item) => this.get(item.key, now))
    const missing = wanted.filter((_, index) => found[index] === undefined)
    const entries = missing.length > 0 ? await read(missing) : []
    const fresh = new Map<string, T>()
    missing.forEach((item, index) => {
      const entry = entries[index]
      if (!entry) throw new Error('map memo: a read left an entry out')
      if (entry.keep !== false) this.set(item.key, entry.value, entry.size, now)
      fresh.set(item.key, entry.value)
    })
    return wanted.map((item, index) => {
      const value = found[index] ?? fresh.get(item.key)
      if (value === undefined) throw new Error('map memo: a read left an entry out')
      return value
    })
  }

  set(key: string, value: T, size: number, now: number): void {
    this.drop(key)
    this.entries.set(key, { expires: now + MEMO_MS, size, value })
    this.total += size
    for (const oldKey of this.entries.keys()) {
      if (this.total <= this.maxTotal) break
      this.drop(oldKey)
    }
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.total -= entry.size
    this.entries.delete(key)
  }
}

const stores: HeldEntries<unknown>[] = []

/** Drops everything the map holds: on each edge cache purge, and in tests. */
export function forgetMapMemo(): void {
  for (const store of stores) store.clear()
  forgetSteadyWindow()
}

forgetOnPurge(forgetMapMemo)
