import { exports } from 'cloudflare:workers'

/** A request to the Worker as a browser on `host` would send it. */
export function request(
  path: string,
  init: RequestInit & { host?: string; https?: boolean } = {},
): Promise<Response> {
  const { host = 'localhost:8787', https = false, ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('host', host)
  return exports.default.fetch(
    new Request(`${https ? 'https' : 'http'}://${host}${path}`, {
      ...rest,
      headers,
      redirect: 'manual',
    }),
  )
}
