import type { Site } from './site'

/** Hono generics of the whole app: bindings from wrangler.toml, plus per-request variables. */
export interface AppEnv {
  Bindings: Env
  Variables: { site: Site }
}
