import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Each test file gets a fresh D1; the same migrations/ files that deploy and `npm start` apply.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
