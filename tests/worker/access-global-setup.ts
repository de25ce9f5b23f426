import { execFileSync } from 'node:child_process'
import { createHash, createPublicKey } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

// Cloudflare Access's signing keys replaced at their HTTP boundary for the worker tests:
// GET /cdn-cgi/access/certs answers what https://<team>.cloudflareaccess.com/cdn-cgi/access/certs
// does (Cloudflare's "Validate JWTs" page): `keys` (the current and the previous key as RS256
// JWKs), `public_cert` (the current key as a PEM certificate, with its kid) and `public_certs`
// (both). A third key pair is served nowhere: a token signed with it is a forgery.
// GET /__count answers how many times the certs were fetched.

declare module 'vitest' {
  export interface ProvidedContext {
    access: {
      origin: string
      current: string
      previous: string
      stranger: string
      kid: string
      previousKid: string
    }
  }
}

interface KeyPair {
  kid: string
  privatePem: string
  certPem: string
  jwk: Record<string, unknown>
}

function keyPair(dir: string, name: string): KeyPair {
  const key = join(dir, `${name}.key`)
  const cert = join(dir, `${name}.pem`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      `/CN=${name}.cloudflareaccess.com`,
    ],
    { stdio: 'ignore' },
  )
  const privatePem = readFileSync(key, 'utf8')
  const certPem = readFileSync(cert, 'utf8')
  const publicJwk = createPublicKey(privatePem).export({ format: 'jwk' })
  // Cloudflare's kids are 64 hex digits (a SHA-256).
  const kid = createHash('sha256').update(String(publicJwk.n)).digest('hex')
  return { kid, privatePem, certPem, jwk: { kid, ...publicJwk, alg: 'RS256', use: 'sig' } }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'access-keys-'))
  const [current, previous, stranger] = ['current', 'previous', 'stranger'].map((name) =>
    keyPair(dir, name),
  ) as [KeyPair, KeyPair, KeyPair]
  rmSync(dir, { recursive: true, force: true })
  let fetched = 0
  const server = createServer((req, res) => {
    if (req.url === '/cdn-cgi/access/certs') {
      fetched += 1
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          keys: [current.jwk, previous.jwk],
          public_cert: { kid: current.kid, cert: current.certPem },
          public_certs: [
            { kid: current.kid, cert: current.certPem },
            { kid: previous.kid, cert: previous.certPem },
          ],
        }),
      )
      return
    }
    if (req.url === '/__count') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ fetched }))
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('access', {
    origin: `http://127.0.0.1:${port}`,
    current: current.privatePem,
    previous: previous.privatePem,
    stranger: stranger.privatePem,
    kid: current.kid,
    previousKid: previous.kid,
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
