// What the Worker needs from a Cloudflare account beyond its wrangler config: the secrets it
// reads and what each enables, the settings a town may add, the hosts of the five sites and the
// values that must not go live. Used by the deploy plan (scripts/lib/deploy-plan.mjs).
import { LANGS } from '../../src/shared/sites.ts'

/** The five sites: SITE_HOST (Japanese) and a sub-domain of it for each other language. */
export const LANGUAGE_SUBDOMAINS = LANGS.filter((lang) => lang !== 'ja')

/**
 * Every secret the Worker reads (`wrangler secret put NAME`). None is required to start: without
 * one, the feature it enables stays off (and GET /api/health says so).
 */
export const SECRETS = [
  {
    name: 'STRIPE_SECRET_KEY',
    feature: 'payments',
    enables: 'ad payments through Stripe Checkout (and refunds)',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    feature: 'payments',
    enables:
      "Stripe's webhook events at /api/stripe/webhook (orders become paid, konbini payments and refunds settle); without it every event is refused",
  },
  {
    name: 'FCM_SERVICE_ACCOUNT',
    feature: 'push',
    enables: 'push notifications through FCM (the JSON key of a service account allowed to send)',
  },
  {
    name: 'MAIL_API_KEY',
    feature: 'mail',
    needs: 'MAIL_API_URL',
    enables:
      'real mail (verification and password-reset links) through MAIL_API_URL; without both, mail stays in the D1 outbox',
  },
  {
    name: 'APPLE_PRIVATE_KEY',
    feature: 'apple',
    needs: 'APPLE_TEAM_ID',
    enables:
      "Sign in with Apple's token revocation when an account is deleted (the .p8 key of APPLE_KEY_ID)",
  },
  {
    name: 'TRANSLATION_API_KEY',
    feature: 'translation',
    needs: 'TRANSLATION_API_URL',
    enables: 'machine translation of posts for the international sites through TRANSLATION_API_URL',
  },
]

/**
 * Settings the Worker reads that wrangler.toml leaves out by default (see its comments): when a
 * town adds them, the plan covers them like any other binding or var.
 */
export const OPTIONAL_SETTINGS = {
  AI: 'the [ai] binding: Workers AI as translation provider',
  TRANSLATION_PROVIDER: 'var: "workers-ai" picks Workers AI as translation provider',
  FIREBASE_ADMIN_EMULATOR_HOST:
    "var: an Auth emulator's host:port for deleting a deleted account's Firebase users (the worker tests); never in production",
}

/** The hosts the Worker must answer: SITE_HOST and its four language sub-domains. */
export function siteHosts(siteHost) {
  return [siteHost, ...LANGUAGE_SUBDOMAINS.map((sub) => `${sub}.${siteHost}`)]
}

const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** Where a route pattern sends requests for: its host (`example.jp/*` → `example.jp`). */
export function routeHost(route) {
  const pattern = typeof route === 'string' ? route : route.pattern
  return String(pattern ?? '').split('/')[0]
}

/**
 * Values that work locally but would break or expose a production site. Each one stops a real
 * deploy before it touches the account.
 */
export function varProblems(vars) {
  const problems = []
  const host = String(vars.SITE_HOST ?? '')
  if (!HOST.test(host)) {
    problems.push(`SITE_HOST "${host}" is not a host name: set the town's own host in [vars]`)
  } else if (host === 'example.jp' || host.endsWith('.example.jp')) {
    problems.push(
      `SITE_HOST is still the sample "${host}": set the town's own host in [vars] (its zone must be on the Cloudflare account)`,
    )
  }
  if (String(vars.FIREBASE_AUTH_EMULATOR_HOST ?? '') !== '') {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: it accepts unsigned sign-in tokens; leave it empty in production',
    )
  }
  if (String(vars.FIREBASE_PROJECT_ID ?? '').startsWith('demo-')) {
    problems.push(
      `FIREBASE_PROJECT_ID "${vars.FIREBASE_PROJECT_ID}" is an emulator-only demo project: set the town's Firebase project and its web config`,
    )
  }
  return problems
}

/** What each queue of wrangler.toml carries, for the plan's wording. */
export const QUEUE_PURPOSES = {
  'jimoto-push': 'push delivery: one job per notification an admin sends',
  'jimoto-translate': 'write-time translation of posts into the four other languages',
  'jimoto-account-data': 'account deletions and data downloads, each retried until done',
}

/**
 * The Cloudflare plan a town needs, and why (docs/operations.md, "Which Cloudflare plan"; what a
 * town pays a month: `npm run bench -- --only=traffic`, bench/traffic).
 */
export const WORKERS_PLAN = {
  name: 'Workers Paid',
  applied:
    'dashboard → Workers & Pages → Plans → Workers Paid, before the first deploy (deploy cannot check the plan)',
  reasons: [
    'share cards: drawing one takes far more CPU than the 10 ms an invocation Workers Free allows (bench/cards)',
    "the desk's import of the national shelter file takes 0.3–0.7 s of CPU",
    'D1 allows 50 statements an invocation on Free (1,000 on Paid); a request may need more as the town grows',
    'the JMA poll runs every minute and parses the telegrams JMA publishes, on top of every visit',
    "Free's daily limits (100,000 requests, 5 million D1 rows read) stop a busy town's site until midnight UTC",
  ],
}
