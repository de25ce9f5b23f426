import { Hono } from 'hono'
import { handleAccountDataBatch } from './account-data/queue'
import { accountDeletion, dataExports } from './account-data/routes'
import { credentials } from './accounts/credentials'
import { devOutbox } from './accounts/dev-outbox'
import { me } from './accounts/me'
import { auth } from './accounts/routes'
import { signInMethods } from './accounts/sign-in-methods'
import { adReview } from './ads/review-routes'
import { ads } from './ads/routes'
import { adServing } from './ads/serve-routes'
import { stripeWebhook } from './ads/webhook-routes'
import { adminAlerts } from './alerts/admin-routes'
import { feedConfig, JMA_POLL_CRON } from './alerts/config'
import { pollFeeds } from './alerts/poller'
import { alerts } from './alerts/routes'
import { appLinks } from './app-links/routes'
import { assets } from './assets/routes'
import { coupons, meCoupons } from './coupons/routes'
import { adminExport } from './exports/routes'
import { hazard } from './hazard/routes'
import { adminShelters } from './hazard/shelter-upload-routes'
import { health } from './health/routes'
import { runHourly } from './housekeeping/hourly'
import { requireAccessForStaff } from './lib/access-gate'
import { apiHeaders } from './lib/api-headers'
import { apiCors } from './lib/cors'
import { answerD1Bookmark, openD1Session } from './lib/d1-session'
import { edgeCache } from './lib/edge-cache'
import type { AppEnv } from './lib/env'
import { apiError, errorHandler } from './lib/errors'
import { resolveSite } from './lib/site'
import { drainUnreadBody } from './lib/unread-body'
import { map } from './map/routes'
import { media } from './media/routes'
import { adminModeration } from './moderation/admin-routes'
import { moderation } from './moderation/routes'
import { adminOrganizers } from './organizers/admin-routes'
import { organizers } from './organizers/routes'
import { errorPage } from './pages/error-page'
import { pages } from './pages/routes'
import { artists, placeFavorites, places } from './places/routes'
import { eventTimetables } from './places/timetable-routes'
import { postal } from './postal/routes'
import { feed } from './posts/feed-routes'
import { myReactions } from './posts/my-reactions'
import { posts } from './posts/routes'
import { adminPush } from './push/admin-routes'
import { deliverPushBatch } from './push/consumer'
import { push } from './push/routes'
import { search } from './search/routes'
import { shareCards } from './share-cards/routes'
import { stampRallies } from './stamprally/routes'
import { handleTranslationBatch } from './translate/queue'
import { myBlocks } from './users/block-routes'
import { users } from './users/routes'

/** The composed app; its route list drives the API fuzz tests. */
export const app = new Hono<AppEnv>()

app.use('*', drainUnreadBody)
app.use('*', async (c, next) => {
  c.set('site', resolveSite(c.req.header('host'), c.req.url, c.env.SITE_HOST))
  await next()
})
// The staff desk behind Cloudflare Access when the town set it up (worker/lib/access-gate.ts),
// before anything else reads the request.
app.use('*', requireAccessForStaff)
// Anonymous pages and first API pages from the Workers Cache API; a miss renders through the
// whole app again (worker/lib/edge-cache.ts).
app.use(
  '*',
  edgeCache((request, env, ctx) => app.fetch(request, env, ctx)),
)
// Every request reads and writes D1 through its own session (worker/lib/d1-session.ts).
app.use('*', openD1Session)

app.use('/api/*', apiHeaders, apiCors, answerD1Bookmark)
app.use('/auth/*', apiHeaders, apiCors, answerD1Bookmark)

app.route('/api/health', health)
app.route('/auth', auth)
app.route('/api/dev', devOutbox)
app.route('/api/posts', posts)
app.route('/api/users', users)
app.route('/api/me/place-favorites', placeFavorites)
app.route('/api/me/coupons', meCoupons)
app.route('/api/me/reactions', myReactions)
app.route('/api/me/sign-in-methods', signInMethods)
app.route('/api/me/blocks', myBlocks)
app.route('/api/me', credentials)
app.route('/api/me/account-deletion', accountDeletion)
app.route('/api/me/data-exports', dataExports)
app.route('/api/me', me)
app.route('/api/feed', feed)
app.route('/api/push', push)
app.route('/api/admin/push', adminPush)
app.route('/api/search', search)
app.route('/api/places', places)
app.route('/api/artists', artists)
app.route('/api/events', eventTimetables)
app.route('/api/map', map)
app.route('/api/stamprallies', stampRallies)
app.route('/api/coupons', coupons)
app.route('/api/hazard', hazard)
app.route('/api/postal', postal)
app.route('/api/alerts', alerts)
app.route('/api/admin/alerts', adminAlerts)
app.route('/api/admin/shelters', adminShelters)
app.route('/api/admin/export', adminExport)
app.route('/api/moderation', moderation)
app.route('/api/admin/moderation', adminModeration)
app.route('/api/organizers', organizers)
app.route('/api/admin/organizers', adminOrganizers)
app.route('/api/ads/review', adReview)
app.route('/api/ads', ads)
app.route('/api/ads', adServing)
app.route('/api/stripe/webhook', stripeWebhook)
app.all('/api/*', () => {
  throw apiError(404, 'not_found', 'APIが見つかりません。')
})
app.all('/auth/*', () => {
  throw apiError(404, 'not_found', 'APIが見つかりません。')
})
app.route('/media', media)
app.route('/cards', shareCards)
app.route('/', appLinks)
app.route('/', pages)
app.route('/', assets)

// A 5xx is logged as one JSON line with its request id; page requests get the HTML error page.
app.onError(errorHandler(errorPage))

// One entry point per event type: pages and API over fetch; each queue's batches go to their own
// consumer (push delivery, write-time translation). Two Cron Triggers: every minute the JMA feeds
// are polled (worker/alerts/poller.ts); hourly, rows past their retention are deleted in small
// batches (worker/housekeeping/retention.ts).
export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch, env: Env, ctx: ExecutionContext) {
    if (batch.queue === 'jimoto-push') return deliverPushBatch(batch, env, ctx)
    if (batch.queue === 'jimoto-translate') return handleTranslationBatch(batch, env)
    if (batch.queue === 'jimoto-account-data') return handleAccountDataBatch(batch, env)
    console.warn(`no consumer for queue ${batch.queue}`)
  },
  async scheduled(controller: ScheduledController, env: Env) {
    if (controller.cron === JMA_POLL_CRON) {
      await pollFeeds(env, feedConfig(env), controller.scheduledTime)
      return
    }
    await runHourly(env, controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>
