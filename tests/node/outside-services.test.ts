import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nativeConfig, readWranglerVars } from '../../scripts/build-native.mjs'
import {
  ADMOB_TEST_PUBLISHER,
  nativeContentSecurityPolicy,
  releaseProblems,
} from '../../scripts/lib/native-release.mjs'
import type { NativeConfig } from '../../src/shared/native-config'
import {
  OUTSIDE_SERVICES,
  type OutsideService,
  outsideCspSources,
  serviceOfHost,
} from '../../src/shared/outside-services'
import { contentSecurityPolicies } from '../../worker/pages/csp'

// The table of outside services (src/shared/outside-services.ts) against what the code really
// reaches: every https:// host named in worker/, src/ and the configs, the web pages' CSP and the
// native app's CSP. A host that is not in the table is either a row to add (and then the privacy
// policy and 「外部送信について」 name it) or a link below, with the reason it sends nothing.

const root = join(import.meta.dirname, '../..')
const SERVICES: readonly OutsideService[] = OUTSIDE_SERVICES

/**
 * Hosts the code names that the page never calls: links a person may follow (the browser then
 * goes there as any link, nothing is sent before the click), namespaces, and placeholders.
 */
const NOT_CALLED: Record<string, string> = {
  'schema.org': 'JSON-LD vocabulary name, never fetched',
  'www.w3.org': 'XML namespace name, never fetched',
  'www.apple.com': 'the DTD named in the iOS plist header, never fetched',
  'line.me': "link: the town's LINE friend-add page",
  'lin.ee': "link: the town's LINE friend-add page (short form, in a comment)",
  'social-plugins.line.me': 'link: the share-to-LINE button',
  'x.com': 'link: the share-to-X button',
  'www.google.com': 'link: route to a shelter in Google Maps',
  'maps.gsi.go.jp': 'link: 地理院タイル credit (their terms ask for it)',
  'disaportal.gsi.go.jp': 'link: ハザードマップポータルサイト credit',
  'example.jp': 'the sample operator site of wrangler.toml (the operator’s own site)',
  localhost: 'the native app’s own page origin',
  'assets.local': 'the Worker’s static-assets binding, never on the network',
  'jimoto.invalid': 'placeholder origin for parsing relative URLs',
  'placeholder.invalid': 'placeholder origin for parsing relative URLs',
  'alert-headlines.invalid': 'cache key of the Cache API, never fetched',
}

const SCANNED_DIRS = ['worker', 'src']
const SCANNED_FILES = ['wrangler.toml', 'capacitor.config.ts', 'native.config.json']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx|mjs|json|toml)$/.test(name) ? [path] : []
  })
}

/** Every `https://host` (and `http://host`) literal in the code, with the first file naming it. */
function namedHosts(): Map<string, string> {
  const hosts = new Map<string, string>()
  const paths = [
    ...SCANNED_DIRS.flatMap((dir) => files(join(root, dir))),
    ...SCANNED_FILES.map((file) => join(root, file)),
  ]
  for (const path of paths) {
    const text = readFileSync(path, 'utf8')
    for (const match of text.matchAll(/https?:\/\/([a-z0-9*-]+(?:\.[a-z0-9*{}-]+)*)/gi)) {
      const host = (match[1] ?? '').toLowerCase()
      // `https://${…}` templates and bare scheme prefixes name no host.
      if (!host || host.includes('{') || !/[a-z]/.test(host)) continue
      if (!hosts.has(host)) hosts.set(host, relative(root, path))
    }
  }
  return hosts
}

const vars = readWranglerVars(readFileSync(join(root, 'wrangler.toml'), 'utf8'))

/** The `https://…` sources of a policy (its 'self', data:, hashes… left out). */
function outsideOrigins(policy: string): string[] {
  return policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => source.startsWith('https://'))
    .map((source) => new URL(source.replace('*.', 'wildcard.')).host.replace('wildcard.', '*.'))
}

/** The table's host patterns that a policy source matches. */
function tableHas(host: string): boolean {
  return SERVICES.some((s) => s.hosts.includes(host)) || serviceOfHost(host) !== undefined
}

describe('the table of outside services', () => {
  it('names every outside host the code calls; the rest are links or names, each with its reason', () => {
    const unlisted = [...namedHosts()]
      .filter(([host]) => !tableHas(host) && NOT_CALLED[host] === undefined)
      .map(([host, file]) => `${host} (${file})`)
    expect(unlisted).toEqual([])
  })

  it('names the host of every configured outside URL under the service it belongs to', () => {
    for (const service of SERVICES) {
      for (const name of service.configVars ?? []) {
        const value = vars[name]
        expect(name in vars, `${name} is a wrangler.toml var`).toBe(true)
        if (!value) continue
        const host =
          name === 'FIREBASE_AUTH_DOMAIN' ? value : new URL(value.replace(/[{}]/g, '')).host
        expect(serviceOfHost(host)?.id, `${name} = ${value}`).toBe(service.id)
      }
    }
  })

  it('gives every service its company, countries and data, and hosts to whoever calls one', () => {
    for (const service of SERVICES) {
      expect(service.dataCountry).toMatch(/^(JP|US|global)$/)
      if (service.senders.some((s) => s !== 'server') && service.id !== 'cloudflare') {
        expect(service.hosts.length, service.id).toBeGreaterThan(0)
      }
      for (const hosts of Object.values(service.csp ?? {})) {
        for (const host of hosts) expect(service.hosts, service.id).toContain(host)
      }
    }
  })
})

describe("the pages' Content-Security-Policy and the table", () => {
  const policy = contentSecurityPolicies({
    scriptHashes: [],
    apiBase: vars.API_BASE ?? '',
    authDomain: 'demo-jimoto.firebaseapp.com',
    authEmulatorHost: '',
    tileUrls: [vars.MAP_TILE_URL ?? '', vars.HAZARD_TILE_URL ?? ''],
    https: true,
    outside: outsideCspSources(),
  }).page

  it('lets a page reach only hosts of the table, and every host the table gives a directive', () => {
    const origins = outsideOrigins(policy)
    expect(origins.filter((host) => !tableHas(host))).toEqual([])
    for (const service of SERVICES) {
      for (const hosts of Object.values(service.csp ?? {})) {
        for (const host of hosts) expect(origins).toContain(host)
      }
    }
    // No blanket `https:` source: an avatar on any other host would reach a stranger's server.
    expect(policy).not.toMatch(/\shttps:(\s|;|$)/)
  })

  it("gives the native app's page the same outside hosts, its API host included", async () => {
    const config: NativeConfig = await nativeConfig({}, root)
    const native = await nativeContentSecurityPolicy(
      config,
      '<html><head></head><body><script>start()</script></body></html>',
    )
    const apiHost = new URL(config.site.apiBase).host
    const hosts = new Set(outsideOrigins(native))
    expect(hosts.delete(apiHost)).toBe(true)
    expect(hosts).toEqual(new Set(outsideOrigins(policy)))
    expect(native).not.toContain('frame-ancestors')
    expect(native).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
  })
})

describe('a native release build', () => {
  it("is refused with Google's AdMob test ids and test mode, naming each", () => {
    const run = spawnSync(process.execPath, ['scripts/build-native.mjs', '--release', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('refusing a release build')
    expect(run.stderr).toContain('ads.testing must be false')
    expect(run.stderr).toContain(
      `ads.bannerUnitId.ios is Google's test id (${ADMOB_TEST_PUBLISHER}`,
    )
  })

  it('passes with the town’s own AdMob ids, or with ads off', async () => {
    const shipped: NativeConfig = await nativeConfig({}, root)
    const own = {
      ...shipped,
      ads: {
        ...shipped.ads,
        testing: false,
        appId: { android: 'ca-app-pub-1111111111111111~1', ios: 'ca-app-pub-1111111111111111~2' },
        bannerUnitId: {
          android: 'ca-app-pub-1111111111111111/3',
          ios: 'ca-app-pub-1111111111111111/4',
        },
      },
    }
    expect(releaseProblems(own)).toEqual([])
    expect(releaseProblems({ ...shipped, ads: { ...shipped.ads, enabled: false } })).toEqual([])
    expect(
      releaseProblems({ ...own, site: { ...own.site, apiBase: 'http://example.jp' } }),
    ).toEqual(['the API host must use https in a release, not http://example.jp'])
  })
})
