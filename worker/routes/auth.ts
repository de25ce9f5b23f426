import { Hono } from 'hono'
import type { AppEnv } from '../lib/env'

/** The spec's /auth/* calls (spec §7). Filled in by the accounts issue. */
export const auth = new Hono<AppEnv>()
