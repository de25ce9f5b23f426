// The providers the app reaches over the internet, replaced at their HTTP boundary by loopback
// stand-ins, for `npm start` and the e2e tests alike: map and hazard tiles, Stripe (Checkout,
// refunds, webhooks signed to the Worker on `workerPort`) and JMA's 防災情報XML feed.
import { startFcmStandIn } from './fcm-stand-in.mjs'
import { startJmaStandIn } from './jma-stand-in.mjs'
import { startLineFirebaseBridge } from './line-firebase-bridge.mjs'
import { startLineStandIn } from './line-stand-in.mjs'
import { startStripeStandIn } from './stripe-stand-in.mjs'
import { startTileServer } from './tile-server.mjs'
import { startTranslationServer, TRANSLATION_TEST_KEY } from './translation-stand-in.mjs'

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

/**
 * FCM and the translation model, for `npm start`: a warning's or the desk's push is delivered to
 * the FCM stand-in (GET `<fcm.origin>/_sends` lists it), and a post written locally is translated
 * by the stand-in model, which marks its output ("[eng_Latn] …"). The e2e run starts its own FCM
 * and no model: its international pages show the demo's stored translations.
 */
export async function startPushAndTranslation() {
  const fcm = await startFcmStandIn()
  const translator = await startTranslationServer(0)
  const translatorOrigin = `http://127.0.0.1:${translator.address().port}`
  return {
    fcm,
    translatorOrigin,
    vars: {
      FCM_ENDPOINT: fcm.origin,
      FCM_OAUTH_TOKEN_URL: '',
      FCM_SERVICE_ACCOUNT: fcm.serviceAccount,
      TRANSLATION_API_URL: `${translatorOrigin}/translate`,
      TRANSLATION_API_KEY: TRANSLATION_TEST_KEY,
    },
  }
}
