import type { D1Migration } from '@cloudflare/vitest-plugin'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      TRANSLATION_API_KEY: string
      TRANSLATOR_LOG_URL: string
      /** Replays or widens the API fuzz run (tests/worker/fuzz-api.test.ts); empty = defaults. */
      FUZZ_SEED: string
      FUZZ_RUNS: string
    }
  }
}
