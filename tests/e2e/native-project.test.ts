import { spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'

// The Capacitor projects: `npm run native:sync` builds the app's web part and syncs it into the
// committed android/ and ios/ projects (no SDK needed; building an APK/IPA is left to Android
// Studio and Xcode). And the other half of the bargain: the web build carries none of it.

const PLUGINS = [
  '@capacitor-community/admob',
  '@capacitor-firebase/authentication',
  '@capacitor-firebase/messaging',
  '@capacitor/app',
  '@capacitor/browser',
  '@capacitor/status-bar',
]
/**
 * Strings only Capacitor's core and the plugins' JS have (checked against the native build). Not
 * the bare name "AdMob": the legal pages name the service (src/shared/outside-services.ts).
 */
const CAPACITOR_MARKERS = [
  'PluginHeaders',
  'FirebaseAuthentication',
  'trackingAuthorizationStatus',
  'StatusBar',
]

const read = (path: string) => readFile(join(root, path), 'utf8')

async function scripts(dir: string): Promise<string[]> {
  const files = (await readdir(join(root, dir))).filter((file) => file.endsWith('.js'))
  return Promise.all(files.map((file) => read(join(dir, file))))
}

describe('npm run native:sync', () => {
  it('builds the app, copies it into the Android and iOS projects and registers every plugin', async () => {
    const run = spawnSync(process.execPath, ['scripts/native-sync.mjs', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)

    // The web part inside the Android project, with the site config baked in.
    const html = await read('android/app/src/main/assets/public/index.html')
    expect(html).toContain('<div id="root"></div>')
    const bundle = (await scripts('android/app/src/main/assets/public/assets')).join('\n')
    expect(bundle).toContain('https://example.jp')
    for (const marker of CAPACITOR_MARKERS) expect(bundle).toContain(marker)
    expect(await read('ios/App/App/public/index.html')).toBe(html)

    const capConfig = JSON.parse(await read('android/app/src/main/assets/capacitor.config.json'))
    expect(capConfig).toMatchObject({
      appId: 'jp.jimoto.app',
      appName: 'jimoto',
      webDir: 'dist/native',
      server: { androidScheme: 'https' },
      plugins: { FirebaseAuthentication: { skipNativeAuth: false } },
    })
    expect(capConfig.appendUserAgent).toBe('JimotoNative')

    // Edge to edge: Android 15+ enforces it for targetSdk 35+, where the status-bar plugin's
    // overlaysWebView and backgroundColor no longer apply; the page pads by the safe-area insets.
    const targetSdk = /targetSdkVersion = (\d+)/.exec(await read('android/variables.gradle'))?.[1]
    expect(Number(targetSdk)).toBeGreaterThanOrEqual(35)
    expect(capConfig.plugins.StatusBar).toEqual({ style: 'LIGHT' })
    expect(capConfig.plugins.SystemBars).toMatchObject({
      insetsHandling: 'css',
      initialViewportFitValueHint: 'cover',
      style: 'LIGHT',
    })
    expect(await read('android/app/src/main/java/jp/jimoto/app/MainActivity.java')).toMatch(
      /EdgeToEdge\.enable\(this\);\s*super\.onCreate\(savedInstanceState\);/,
    )
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    )

    const plugins = JSON.parse(await read('android/app/src/main/assets/capacitor.plugins.json'))
    expect(plugins.map((plugin: { pkg: string }) => plugin.pkg).sort()).toEqual(PLUGINS)
    const gradle = await read('android/capacitor.settings.gradle')
    const appGradle = await read('android/app/capacitor.build.gradle')
    const swiftPackage = await read('ios/App/CapApp-SPM/Package.swift')
    for (const pkg of PLUGINS) {
      const name = pkg.replace('@', '').replace('/', '-')
      expect(gradle).toContain(`include ':${name}'`)
      expect(appGradle).toContain(`implementation project(':${name}')`)
      expect(swiftPackage).toContain(`node_modules/${pkg}`)
    }

    // The config values the native projects need, written by the sync.
    const manifest = await read('android/app/src/main/AndroidManifest.xml')
    expect(manifest).toContain(
      'android:name="com.google.android.gms.ads.APPLICATION_ID" android:value="ca-app-pub-3940256099942544~3347511713"',
    )
    expect(manifest).toMatch(
      /<intent-filter android:autoVerify="true">[\s\S]*android:host="example.jp" android:pathPrefix="\/app"/,
    )
    expect(manifest.match(/jimoto:app-links \(written/g)).toHaveLength(1)
    // Native Google sign-in on Android is opt-in for the plugin; the sync keeps the opt-in.
    expect(await read('android/variables.gradle')).toContain('rgcfaIncludeGoogle = true')
    const plist = await read('ios/App/App/Info.plist')
    expect(plist).toMatch(
      /<key>GADApplicationIdentifier<\/key>\s*<string>ca-app-pub-3940256099942544~1458002511<\/string>/,
    )
    expect(plist).toContain('<key>NSUserTrackingUsageDescription</key>')
    // The app's page carries the web's CSP as a meta tag: its API host, the outside services'
    // hosts of src/shared/outside-services.ts, nothing else; and the privacy manifest is written.
    expect(html).toMatch(
      /<meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^']+'/,
    )
    expect(html).toContain("connect-src 'self' https://example.jp https://*.googleapis.com")
    expect(await read('ios/App/App/PrivacyInfo.xcprivacy')).toContain('NSPrivacyCollectedDataTypes')
    // A cap, not a wait: the sync is a whole Vite build, 18 s alone and 78 s beside a busy loop
    // on every core.
  }, 300_000)

  it('leaves every Capacitor module out of the web build', async () => {
    const web = await scripts('dist/client/assets')
    expect(web.length).toBeGreaterThan(10)
    for (const source of web) {
      for (const marker of CAPACITOR_MARKERS) expect(source).not.toContain(marker)
    }
  })
})
