// The providers the app reaches over the internet, replaced at their HTTP boundary by loopback
// stand-ins, for `npm start` and the e2e tests alike: map and hazard tiles, Stripe (Checkout,
// refunds, webhooks signed to the Worker on `workerPort`) and JMA's 防災情報XML feed.
import { startJmaStandIn } from './jma-stand-in.mjs'
import { startLineFirebaseBridge } from './line-firebase-bridge.mjs'
import { startLineStandIn } from './line-stand-in.mjs'
import { startStripeStandIn } from './stripe-stand-in.mjs'
import { startTileServer } from './tile-server.mjs'

/**
 * Starts the three stand-ins; `vars` are the Worker's settings that point at them.
 * @param {{ workerPort: number, stripeKeys: { secretKey: string, webhookSecret: string } }} options
 */
export async function startOfflineProviders({ workerPort, stripeKeys }) {
  const tiles = await startTileServer()
  const stripe = await startStripeStandIn({
    ...stripeKeys,
    webhookUrl: `http://127.0.0.1:${workerPort}/api/stripe/webhook`,
  })
  const jma = await startJmaStandIn()
  const vars = {
    MAP_TILE_URL: tiles.url,
    HAZARD_TILE_URL: tiles.hazardUrl,
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_API_BASE: stripe.origin,
    JMA_FEED_URL: jma.feedUrl,
  }
  return { tiles, stripe, jma, vars }
}

/**
 * LINE Login: the LINE stand-in (LINE's OIDC endpoints) and, in front of the Firebase Auth
 * emulator at `emulatorHost`, the part Identity Platform plays for `oidc.line`
 * (line-firebase-bridge.mjs). `authEmulatorHost` replaces the emulator's host for the Worker and
 * the app (FIREBASE_AUTH_EMULATOR_HOST): everything but a LINE sign-in passes through unchanged.
 * @param {{ emulatorHost: string }} options host:port of the running emulator
 */
export async function startLineLogin({ emulatorHost }) {
  const line = await startLineStandIn()
  const bridge = await startLineFirebaseBridge({ emulatorOrigin: `http://${emulatorHost}`, line })
  return {
    line,
    authEmulatorHost: bridge.host,
    close: async () => {
      await Promise.all([bridge.close(), line.close()])
    },
  }
}
