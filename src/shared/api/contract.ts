// The shape of the endpoint table (./endpoints.ts): one entry per method and path the Worker
// serves under /api and /auth, carrying what the path answers and what it accepts.
//
// 1. An entry is `endpoint<Response, Body, Query>()`. At run time it is an empty object: only
//    its key (`'GET /api/posts/:id'`) exists, so the table costs nothing in a bundle. The types
//    ride on it for the compiler.
// 2. The Worker answers through `reply(c, key, body)` (worker/lib/reply.ts): the compiler checks
//    the body against the entry, and the key against the route that is running.
// 3. The SPA calls through `call(key, …)` (src/lib/api.ts): the path is built from the key's
//    pattern and the params, so no page writes an API path by hand, and the answer is typed.
// 4. The web tests' fake network (tests/web/posts-fakes.ts `stubApi`) is keyed by the same keys
//    and answers with the same types: a fake for a path the Worker does not serve, or an answer
//    the Worker would not give, does not compile.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A query string's values as a page passes them (undefined: left out). */
export type QueryValues = Record<string, string | number | boolean | undefined>

/** What an entry says about its endpoint. The fields exist for the compiler only. */
export interface Endpoint<Response, Body, Query> {
  readonly response: Response
  readonly body: Body
  readonly query: Query
}

/** An answer with no body (204). */
export type NoContent = null

/**
 * An answer that is not JSON (a file download, a CSV, a redirect): the client reads it as a
 * blob or follows it; `reply` is not used for it.
 */
export interface NotJson {
  readonly notJson: true
}

/** One entry of the table. `Body` is the JSON body (or FormData for uploads). */
export function endpoint<Response, Body = undefined, Query = QueryValues>(): Endpoint<
  Response,
  Body,
  Query
> {
  return {} as Endpoint<Response, Body, Query>
}

// ---------- Paths ----------

/** The path of a key: 'GET /api/posts/:id' → '/api/posts/:id'. */
export type PathOf<Key extends string> = Key extends `${Method} ${infer Path}` ? Path : never

/** The names of a path's `:params`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number }

/** Splits a key into its method and pattern. */
export function splitKey(key: string): { method: Method; pattern: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as Method, pattern: key.slice(space + 1) }
}

/** The path of a pattern with its params filled in (each one URI-encoded). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${pattern}: the param ${name} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** The params of `path` if it is an instance of `pattern`, else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
  const match = new RegExp(`^${source}/?$`).exec(path)
  if (!match) return null
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  )
}

/**
 * A route as Hono registers it, written as a table key: regex constraints (`:id{[^/]+}`) and a
 * trailing slash dropped.
 */
export function routeKey(method: string, honoPath: string): string {
  const path = honoPath.replace(/\{[^}]*\}/g, '').replace(/(.)\/$/, '$1')
  return `${method} ${path}`
}
