// A stand-in for Sign in with Apple's token revocation on loopback (tests): this machine cannot
// reach appleid.apple.com. It speaks POST /auth/revoke as Apple documents it (Sign in with Apple
// REST API, "Revoke tokens"): an application/x-www-form-urlencoded body with client_id,
// client_secret, token and token_type_hint (refresh_token | access_token). The client secret must
// be an ES256 JWT signed with the key the stand-in was given, with `kid` in its header, iss = the
// team id, sub = the client id, aud = https://appleid.apple.com and an exp in the future, the
// claims Apple checks. Answers: 200 with an empty body (also for a token already revoked or
// unknown, as Apple does); 400 {"error":"invalid_request"} for a missing parameter,
// {"error":"invalid_client"} for a bad secret or client, {"error":"unsupported_token_type"} for
// another hint.
//
//   GET  /__revoked          the tokens revoked so far, for the tests
//   POST /__trouble {times}  the next `times` revocations answer 503, as an outage would
import { createPublicKey, verify } from 'node:crypto'
import { createServer } from 'node:http'

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

/** Whether `jwt` is a client secret Apple would accept for this team, key and client. */
function validSecret(jwt, { publicKeyPem, teamId, keyId, clientId }) {
  const parts = String(jwt).split('.')
  if (parts.length !== 3) return false
  try {
    const header = decode(parts[0])
    const claims = decode(parts[1])
    if (header.alg !== 'ES256' || header.kid !== keyId) return false
    const signed = verify(
      'sha256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      { key: createPublicKey(publicKeyPem), dsaEncoding: 'ieee-p1363' },
      Buffer.from(parts[2], 'base64url'),
    )
    const now = Math.floor(Date.now() / 1000)
    return (
      signed &&
      claims.iss === teamId &&
      claims.sub === clientId &&
      claims.aud === 'https://appleid.apple.com' &&
      typeof claims.exp === 'number' &&
      claims.exp > now
    )
  } catch {
    return false
  }
}

/**
 * @param {{ publicKeyPem: string, teamId: string, keyId: string, clientId: string }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startAppleStandIn(options) {
  const revoked = []
  let trouble = 0
  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' })
      res.end(body === undefined ? '' : JSON.stringify(body))
    }
    const body = await readBody(req)
    if (req.method === 'GET' && req.url === '/__revoked') return send(200, { revoked })
    if (req.method === 'POST' && req.url === '/__trouble') {
      trouble = Number(JSON.parse(body || '{}').times ?? 1)
      return send(200, { trouble })
    }
    if (req.method !== 'POST' || req.url !== '/auth/revoke') return send(404, {})
    if (trouble > 0) {
      trouble -= 1
      return send(503, undefined)
    }
    if (
      !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      return send(400, { error: 'invalid_request' })
    }
    const form = new URLSearchParams(body)
    const [clientId, secret, token] = ['client_id', 'client_secret', 'token'].map((k) =>
      form.get(k),
    )
    if (!clientId || !secret || !token) return send(400, { error: 'invalid_request' })
    if (clientId !== options.clientId || !validSecret(secret, options)) {
      return send(400, { error: 'invalid_client' })
    }
    const hint = form.get('token_type_hint')
    if (hint && hint !== 'access_token' && hint !== 'refresh_token') {
      return send(400, { error: 'unsupported_token_type' })
    }
    revoked.push({ token, hint })
    return send(200, undefined)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
