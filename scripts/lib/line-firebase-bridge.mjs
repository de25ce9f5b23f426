// What Identity Platform does for the OpenID Connect provider `oidc.line`, in front of the
// Firebase Auth emulator (which signs nobody in with LINE by itself: its sign-in page for any
// provider is a form where one types a made-up account). Everything is passed through to the
// emulator unchanged except a LINE sign-in:
//   1. The SDK opens the emulator's handler (/emulator/auth/handler?providerId=oidc.line&…, in a
//      popup or by redirect). Here it goes to the LINE stand-in's authorize endpoint instead, with
//      this host's /__/auth/handler as the callback (production: https://<project>.firebaseapp.com
//      /__/auth/handler, the callback URL registered in the LINE channel).
//   2. LINE returns there with a code. Like Identity Platform's backend, this exchanges the code at
//      LINE's token endpoint with the channel secret (code flow) and has LINE's verify endpoint
//      check the ID token (HS256 with the channel secret, nonce).
//   3. It hands LINE's ID token to the SDK the way the emulator's own page does (an auth event
//      whose urlResponse carries id_token), so the SDK calls the emulator's signInWithIdp with
//      providerId oidc.line and the emulator mints the Firebase user and ID token
//      (sign_in_provider oidc.line; sub, name and email from LINE's token).
// Real: the firebase SDK, the emulator, LINE's protocol (the stand-in). Replaced: Identity
// Platform's code exchange and Google's handler page, by this file.
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'

const HANDLER = '/emulator/auth/handler'
const CALLBACK = '/__/auth/handler'

const page = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(`<!doctype html><html lang="ja"><meta charset="utf-8"><title>LINE</title>${body}</html>`)
}

/**
 * The emulator widget's last step (firebase-tools' widget_ui.js saveAuthEvent): to the opener's
 * helper iframe for a popup, to sessionStorage and back to the app for a redirect.
 */
function finishScript(pending, urlResponse) {
  const event = urlResponse
    ? {
        type: pending.get('authType'),
        eventId: pending.get('eventId'),
        urlResponse,
        sessionId: 'ValueNotUsedByAuthEmulator',
        postBody: '',
        tenantId: pending.get('tid'),
        error: null,
      }
    : null
  const data = JSON.stringify({
    event,
    apiKey: pending.get('apiKey'),
    appName: pending.get('appName'),
    redirectUrl: pending.get('redirectUrl'),
    popup: /popup/i.test(pending.get('authType') ?? ''),
  }).replace(/</g, '\\u003c')
  return `<script>
(function () {
  var d = ${data};
  var storageKey = d.apiKey + ':' + d.appName;
  if (d.popup) {
    // Declined at LINE: closing the popup is what the SDK reads as a cancelled sign-in.
    if (!d.event) return window.close();
    for (var i = 0; window.opener && i < window.opener.frames.length; i++) {
      try {
        var frame = window.opener.frames[i];
        var q = new URLSearchParams(frame.location.search);
        if (q.get('apiKey') === d.apiKey && q.get('appName') === d.appName) {
          frame.postMessage({ data: { authEvent: d.event, storageKey: storageKey },
            eventId: String(Math.floor(Math.random() * 1e15)), eventType: 'sendAuthEvent' }, '*');
        }
      } catch (e) { /* another origin's frame */ }
    }
  } else {
    if (d.event) sessionStorage['firebase:redirectEvent:' + storageKey] = JSON.stringify(d.event);
    window.location = d.redirectUrl;
  }
})();
</script>`
}

async function postForm(url, fields) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

/**
 * @param {{ emulatorOrigin: string, line: { origin: string, channel: { id: string, secret: string } }, port?: number }} options
 */
export async function startLineFirebaseBridge({ emulatorOrigin, line, port = 0 }) {
  const pendings = new Map()
  const target = new URL(emulatorOrigin)

  function toLine(req, res, url) {
    const state = randomBytes(12).toString('base64url')
    const nonce = randomBytes(12).toString('base64url')
    pendings.set(state, { query: url.searchParams, nonce })
    const authorize = new URL('/oauth2/v2.1/authorize', line.origin)
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: line.channel.id,
      redirect_uri: `http://${req.headers.host}${CALLBACK}`,
      state,
      scope: 'openid profile email',
      nonce,
    }).toString()
    res.writeHead(302, { location: authorize.toString() })
    res.end()
  }

  async function fromLine(req, res, url) {
    const state = url.searchParams.get('state') ?? ''
    const pending = pendings.get(state)
    pendings.delete(state)
    if (!pending) return page(res, 400, '<p>ログインの途中ではありません。</p>')
    const code = url.searchParams.get('code')
    if (!code) return page(res, 200, finishScript(pending.query, null))
    const tokens = await postForm(`${line.origin}/oauth2/v2.1/token`, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `http://${req.headers.host}${CALLBACK}`,
      client_id: line.channel.id,
      client_secret: line.channel.secret,
    })
    await postForm(`${line.origin}/oauth2/v2.1/verify`, {
      id_token: tokens.id_token,
      client_id: line.channel.id,
      nonce: pending.nonce,
    })
    const urlResponse = `http://${req.headers.host}${HANDLER}?providerId=oidc.line&id_token=${encodeURIComponent(tokens.id_token)}`
    page(res, 200, finishScript(pending.query, urlResponse))
  }

  function passThrough(req, res) {
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bridge')
    const isLine =
      req.method === 'GET' &&
      url.pathname === HANDLER &&
      url.searchParams.get('providerId') === 'oidc.line' &&
      !url.searchParams.has('id_token')
    if (isLine) return toLine(req, res, url)
    if (req.method === 'GET' && url.pathname === CALLBACK) {
      return void fromLine(req, res, url).catch((err) => {
        console.error('LINE bridge', err)
        page(res, 502, '<p>LINE ログインに失敗しました。</p>')
      })
    }
    passThrough(req, res)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : 0
  return {
    /** host:port for FIREBASE_AUTH_EMULATOR_HOST (localhost: same-site with the app). */
    host: `localhost:${boundPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
