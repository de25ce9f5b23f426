// `npm run native:sync`: builds the app's web part (scripts/build-native.mjs) and runs `cap sync`,
// which copies it into android/ and ios/ and registers the plugins in their Gradle and Swift
// package files. Then it writes the config values the native projects need: the AdMob app ids and
// the host whose https://<host>/app links open the app (Android intent filter; on iOS the
// associated domain is set in Xcode, see docs/operations.md, Native app), and the iOS privacy
// manifest. `--release` refuses Google's AdMob test ids. Works offline: nothing here downloads.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildNative, isReleaseBuild } from './build-native.mjs'
import { privacyManifest } from './lib/store-privacy.mjs'

const root = new URL('..', import.meta.url).pathname
const cap = join(root, 'node_modules/.bin/cap')

function run(args) {
  const result = spawnSync(cap, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`cap ${args.join(' ')} failed (${result.status})`)
}

const MANIFEST_BEGIN = '<!-- jimoto:native-config (written by npm run native:sync) -->'
const MANIFEST_END = '<!-- /jimoto:native-config -->'
const LINKS_BEGIN = '<!-- jimoto:app-links (written by npm run native:sync) -->'
const LINKS_END = '<!-- /jimoto:app-links -->'

function replaceBlock(text, begin, end, block, anchor) {
  const start = text.indexOf(begin)
  if (start >= 0) {
    const stop = text.indexOf(end, start)
    return text.slice(0, start) + block + text.slice(stop + end.length)
  }
  const at = text.indexOf(anchor)
  if (at < 0) throw new Error(`AndroidManifest.xml: ${anchor} not found`)
  return `${text.slice(0, at)}${block}\n        ${text.slice(at)}`
}

const xml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Writes the AdMob app id and the app-link intent filter into the Android manifest. */
export async function configureAndroid(config) {
  const path = join(root, 'android/app/src/main/AndroidManifest.xml')
  let text = await readFile(path, 'utf8')
  const meta = [
    MANIFEST_BEGIN,
    `        <meta-data android:name="com.google.android.gms.ads.APPLICATION_ID" android:value="${xml(config.ads.appId.android)}" />`,
    `        ${MANIFEST_END}`,
  ].join('\n')
  text = replaceBlock(text, MANIFEST_BEGIN, MANIFEST_END, meta, '<provider')
  const links = [
    LINKS_BEGIN,
    '            <intent-filter android:autoVerify="true">',
    '                <action android:name="android.intent.action.VIEW" />',
    '                <category android:name="android.intent.category.DEFAULT" />',
    '                <category android:name="android.intent.category.BROWSABLE" />',
    `                <data android:scheme="https" android:host="${xml(config.site.siteHost)}" android:pathPrefix="/app" />`,
    '            </intent-filter>',
    `            ${LINKS_END}`,
  ].join('\n')
  text = replaceBlock(text, LINKS_BEGIN, LINKS_END, links, '</activity>')
  await writeFile(path, text)
}

/** Sets `<key>` to a string in Info.plist (adds it before the closing </dict> when absent). */
function plistString(text, key, value) {
  const entry = `<key>${key}</key>\n\t<string>${xml(value)}</string>`
  const existing = new RegExp(`<key>${key}</key>\\s*<string>[^<]*</string>`)
  if (existing.test(text)) return text.replace(existing, entry)
  const at = text.lastIndexOf('</dict>')
  return `${text.slice(0, at)}\t${entry}\n${text.slice(at)}`
}

/** The AdMob app id and the tracking prompt's reason in the iOS Info.plist. */
export async function configureIos(config) {
  const path = join(root, 'ios/App/App/Info.plist')
  let text = await readFile(path, 'utf8')
  text = plistString(text, 'GADApplicationIdentifier', config.ads.appId.ios)
  text = plistString(
    text,
    'NSUserTrackingUsageDescription',
    'あなたの興味に合った広告を表示するために使用します。',
  )
  await writeFile(path, text)
  // The privacy manifest, from the table of outside services (the Xcode project bundles it).
  await writeFile(join(root, 'ios/App/App/PrivacyInfo.xcprivacy'), privacyManifest())
}

export async function nativeSync({ quiet = false, release = false } = {}) {
  const config = await buildNative({ quiet, release })
  const platforms = ['android', 'ios'].filter((platform) => existsSync(join(root, platform)))
  for (const platform of ['android', 'ios']) {
    if (!platforms.includes(platform)) run(['add', platform])
  }
  run(['sync'])
  await configureAndroid(config)
  await configureIos(config)
  return config
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await nativeSync({ quiet: process.argv.includes('--quiet'), release: isReleaseBuild() })
}
