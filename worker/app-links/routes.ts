import { Hono } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'

// App links: the files Android and iOS fetch from the site to trust that the app may open its
// https://<host>/app… links (Android App Links, iOS Universal Links). Built from config
// (wrangler.toml APP_*): the package name and signing certificate fingerprints for Android, the
// Apple team id and bundle id for iOS. Until those are set, the files do not exist (404), so a
// deployment never vouches for an app it has not named.

/** A SHA-256 certificate fingerprint as Play Console and keytool print it (32 hex pairs). */
const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/
const PACKAGE_NAME = /^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/
const TEAM_ID = /^[A-Z0-9]{10}$/

/** The paths the app handles: /app and everything below it. */
const APP_PATHS = ['/app', '/app/*']

export function androidFingerprints(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((value) => value.trim().toUpperCase())
    .filter((value) => FINGERPRINT.test(value))
}

const notConfigured = () => apiError(404, 'not_found', 'このサイトにはアプリの設定がありません。')

export const appLinks = new Hono<AppEnv>()

appLinks.get('/.well-known/assetlinks.json', (c) => {
  const packageName = c.env.APP_ANDROID_PACKAGE ?? ''
  const fingerprints = androidFingerprints(c.env.APP_ANDROID_CERT_SHA256)
  if (!PACKAGE_NAME.test(packageName) || fingerprints.length === 0) throw notConfigured()
  c.header('Cache-Control', 'public, max-age=3600')
  return c.json([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: packageName,
        sha256_cert_fingerprints: fingerprints,
      },
    },
  ])
})

appLinks.get('/.well-known/apple-app-site-association', (c) => {
  const teamId = (c.env.APP_IOS_TEAM_ID ?? '').trim()
  const bundleId = (c.env.APP_IOS_BUNDLE_ID ?? '').trim()
  if (!TEAM_ID.test(teamId) || !PACKAGE_NAME.test(bundleId)) throw notConfigured()
  const appId = `${teamId}.${bundleId}`
  c.header('Cache-Control', 'public, max-age=3600')
  // iOS 13+ reads `appIDs` + `components`; `appID` + `paths` are for older versions.
  return c.json({
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [appId],
          components: APP_PATHS.map((path) => ({ '/': path })),
          appID: appId,
          paths: APP_PATHS,
        },
      ],
    },
  })
})
