// The endpoint table: every method and path the Worker serves under /api and /auth, with what it
// answers and accepts (see ./contract.ts for how the Worker, the SPA and the web tests use it).
// tests/worker/endpoint-table.test.ts holds it equal to the routes the Worker registers.

import type { Endpoint } from './contract'
import { accountEndpoints } from './endpoints/accounts'
import { businessEndpoints } from './endpoints/business'
import { postEndpoints } from './endpoints/posts'
import { safetyEndpoints } from './endpoints/safety'
import { staffEndpoints } from './endpoints/staff'

export const ENDPOINTS = {
  ...accountEndpoints,
  ...postEndpoints,
  ...safetyEndpoints,
  ...businessEndpoints,
  ...staffEndpoints,
} as const

export type Endpoints = typeof ENDPOINTS
export type EndpointKey = keyof Endpoints

type EntryOf<Key extends EndpointKey> =
  Endpoints[Key] extends Endpoint<infer R, infer B, infer Q>
    ? { response: R; body: B; query: Q }
    : never

/** What the endpoint answers with (its JSON body on success). */
export type ResponseOf<Key extends EndpointKey> = EntryOf<Key>['response']
/** The JSON body (or FormData) the endpoint accepts. */
export type BodyOf<Key extends EndpointKey> = EntryOf<Key>['body']
/** The query string the endpoint reads. */
export type QueryOf<Key extends EndpointKey> = EntryOf<Key>['query']
