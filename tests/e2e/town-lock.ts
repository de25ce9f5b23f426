import { type ClientRequest, request } from 'node:http'
import { basename } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'

// The e2e project's setup file: every e2e file holds the town lock (town-lock-server.ts) while it
// runs. Files that change what every page shows hold it alone, the others shared, so two files
// may run side by side (vitest.config.ts: maxWorkers) unless one of them is listed here. A file that writes only rows it made
// (its own accounts, posts, coupons, rally stamps) does not belong in this list; one that changes
// the demo rows or the town's state does, with the reason.

export const RUNS_ALONE: Record<string, string> = {
  'alerts-banner.test.ts': 'puts warnings in force (the banner on every page) and clears them all',
  'alerts-drill.test.ts': 'drills warnings through the JMA stand-in and clears them all',
  'alerts-freshness.test.ts': 'drills warnings and has the poll fail, then clears them all',
  'alerts-words-drill.test.ts': 'drills warnings through the JMA stand-in and clears them all',
  'hazard-answer.test.ts': 'drills warnings, sets the shelters’ open status, clears them all',
  'layout-banner.test.ts': 'puts a level 5 warning in force on every page',
  'hazard-map.test.ts': 'makes the hazard tile stand-in fail for one layer, for every reader',
  'ads-purchase.test.ts': 'runs an ad on every visitor’s timeline',
  'admin-shelter-upload.test.ts': 'imports the town’s shelters again (the hazard pages read them)',
  'map-clusters-first-screen.test.ts': 'puts 240 posts at the top of every timeline',
  'robust-stale-chunk.test.ts': 'takes a chunk out of the served build (the Worker reloads)',
}

let held: ClientRequest | null = null

/** Waits until the lock is granted in `mode`; the hold lasts until the connection is closed. */
function acquire(mode: 'shared' | 'alone'): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${inject('e2eTownLockOrigin')}/?mode=${mode}`, (res) => {
      res.once('data', () => resolve(req))
      res.once('error', reject)
    })
    req.once('error', reject)
    req.end()
  })
}

// Waiting for a file that runs alone can take minutes: longer than the project's hook timeout.
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a hook's fixtures from this pattern.
beforeAll(async ({}, suite) => {
  const file = basename('filepath' in suite ? suite.filepath : suite.file.filepath)
  held = await acquire(file in RUNS_ALONE ? 'alone' : 'shared')
}, 900_000)

afterAll(() => {
  held?.destroy()
  held = null
})
