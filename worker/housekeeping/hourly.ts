import { accountDataHousekeeping } from '../account-data/queue'
import { advanceSchedule, tokyoToday } from '../ads/order-store'
import { sweepEndedFromMap } from '../map/ended'
import { markSteady } from '../map/steady'
import { runHousekeeping } from './retention'

// The hourly Cron Trigger's steps, in order. Each runs on its own: a step that fails (a D1 error,
// a full queue) is logged and the ones after it still run, so one broken table does not stop ads
// from starting or deleted accounts from being purged. The run then fails as a whole, naming the
// steps, so the Cron's history in the dashboard shows it.

const HOURLY_STEPS: [name: string, step: (env: Env, now: number) => Promise<unknown>][] = [
  ['retention', (env, now) => runHousekeeping(env.DB, now)],
  ['map ended', (env, now) => sweepEndedFromMap(env.DB, now)],
  ['map steady', (env, now) => markSteady(env.DB, now)],
  ['ad schedule', (env, now) => advanceSchedule(env.DB, tokyoToday(now))],
  ['account data', (env, now) => accountDataHousekeeping(env, now)],
]

export async function runHourly(env: Env, now: number): Promise<void> {
  const failed: string[] = []
  for (const [name, step] of HOURLY_STEPS) {
    try {
      await step(env, now)
    } catch (error) {
      console.error(`hourly: ${name} failed`, error)
      failed.push(name)
    }
  }
  if (failed.length > 0) throw new Error(`hourly steps failed: ${failed.join(', ')}`)
}
