import { exports } from 'cloudflare:workers'

/** A request to the Worker as a browser on `host` would send it. */
export function request(
  path: string,
  init: RequestInit & { host?: string } = {},
): Promise<Response> {
  const { host = 'localhost:8787', ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('host', host)
  return exports.default.fetch(
    new Request(`http://${host}${path}`, { ...rest, headers, redirect: 'manual' }),
  )
}
