import { join } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { SESSION_KEYS, STORAGE_KEYS } from './src/lib/storage.ts'
import { isLang, LANGS, type Lang, SITE_LANGUAGES } from './src/shared/sites.ts'

// One build per language. `JIMOTO_LANG` picks it; the default (ja) build also
// builds the Worker through the Cloudflare plugin, the others are client-only (scripts/build.mjs
// runs them and merges their output into dist/client).
const root = import.meta.dirname
const langEnv = process.env.JIMOTO_LANG ?? 'ja'
if (!isLang(langEnv)) throw new Error(`JIMOTO_LANG must be one of ${LANGS.join(', ')}`)
const lang: Lang = langEnv
const clientOnly = process.env.JIMOTO_CLIENT_ONLY === '1'
// The Capacitor shell's build (scripts/build-native.mjs): its config JSON, baked in. The web
// builds define `__NATIVE__` false, so the native adapters (src/lib/native/) are dropped from them.
const nativeConfig = process.env.JIMOTO_NATIVE_CONFIG ?? ''
const native = nativeConfig !== ''

/**
 * Compiles one language into the bundle: every `…/i18n/current` import resolves to the sibling
 * `…/i18n/<lang>.ts`, and index.html gets that language's `<html lang>`.
 */
function languageBuild(target: Lang): Plugin {
  return {
    name: 'jimoto-language-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)i18n\/current$/.test(source)) return null
      const swapped = source.replace(/current$/, target)
      const resolved = await this.resolve(swapped, importer, { ...options, skipSelf: true })
      // Without this, a language missing a catalogue would quietly ship `current.ts`: Japanese.
      if (!resolved)
        this.error(
          `${swapped}.ts is missing (imported by ${importer}): every i18n/ folder needs a catalogue per language`,
        )
      return resolved
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="ja">', `<html lang="${SITE_LANGUAGES[target].htmlLang}">`)
    },
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g

/**
 * Starts the app once the first screen is on screen. Vite's entry script and module preloads are
 * taken out of the page; a small inline script preloads and imports them after the next frame has
 * been drawn and, when the edge's first screen (worker/pages/first-screen.ts) has a photo, after
 * that photo has been decoded, at the latest `START_AT_THE_LATEST_MS` after the HTML. It also
 * preloads the page's own chunks, which the edge lists in `#page-chunks`.
 * Why: on a slow link the scripts (~100 KB) would otherwise share the first second with the
 * style sheet and the photo, and with the scripts cached the browser would compile and run them
 * before drawing anything. The first screen now shows first; the app follows (on slow 4G a few
 * hundred ms later than at best). The timer also starts the app in background tabs, which draw no
 * frames. The edge allows the inline script by its hash.
 */
const START_AT_THE_LATEST_MS = 1200
/**
 * How many of the page's chunks the starter preloads per task. One: a single modulepreload
 * append took 15–45 ms of a phone's main thread (4× slowdown) in the timeline's and the hazard
 * map's profiles, so four in a task, or the first four in the starting task with the shell's,
 * made long tasks of 60–70 ms after the first paint (TBT).
 */
const PRELOADS_PER_TASK = 1

function startAfterFirstScreen(): Plugin {
  return {
    name: 'jimoto-start-after-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1]
        if (!entry) throw new Error('index.html: the entry script was not found')
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
        // A guarded page (worker/pages/routes.ts) names where a visitor without a stored token
        // goes: they leave at once, before anything of the app loads.
        const leaveWhenLoggedOut = [
          'const loggedOutTarget=document.querySelector(\'meta[name="logged-out-target"]\')?.content',
          `let token=null;try{token=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})}catch{}`,
        ].join(';')
        const starter = [
          'let started=false',
          // Safari before 17 ignores modulepreload: a module-mode preload of the script instead
          // (what Vite's own loader does for the chunks of later pages).
          'const modules=document.createElement("link").relList.supports?.("modulepreload")',
          'const preload=(href)=>{const link=document.createElement("link");if(modules)link.rel="modulepreload";else{link.rel="preload";link.as="script";link.crossOrigin=""}link.href=href;document.head.append(link)}',
          'const pageChunks=()=>{try{return JSON.parse(document.getElementById("page-chunks")?.textContent||"[]")}catch{return[]}}',
          // The shell's preloads and the entry first, then, from the next task on, the page's
          // chunks one per task: a post page lists ~30, and appending them in one go was a 100 ms
          // task on a phone (TBT).
          `const start=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(preloads)})preload(href);import(${JSON.stringify(entry)});const chunks=pageChunks();const next=()=>{for(const href of chunks.splice(0,${PRELOADS_PER_TASK}))preload(href);if(chunks.length>0)setTimeout(next,0)};setTimeout(next,0)}`,
          'const drawn=()=>new Promise(r=>requestAnimationFrame(()=>setTimeout(r,0)))',
          'const photo=document.querySelector("#first-screen img[fetchpriority=high]")',
          '(photo?photo.decode().catch(()=>{}).then(drawn):drawn()).then(start)',
          `setTimeout(start,${START_AT_THE_LATEST_MS})`,
        ].join(';')
        // The page they leave is remembered for the tab, so the next page can say why they were
        // sent away and offer the login that brings them back (src/app/layout/GuardNotice.tsx).
        const remember = `try{sessionStorage.setItem(${JSON.stringify(SESSION_KEYS.guardedPage)},location.pathname+location.search)}catch{}`
        const script = `${leaveWhenLoggedOut};if(loggedOutTarget&&token===null){${remember};location.replace(loggedOutTarget)}else{${starter}}`
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', `  <script type="module">${script}</script>\n  </body>`)
      },
    },
  }
}

/**
 * Leaflet's rules for parts the maps never create: popups, tooltips, its layer and scale
 * controls, image overlays, the crosshair cursor, its default icon (every pin is a divIcon), old IE.
 */
const UNUSED_LEAFLET_RULE =
  /\.leaflet-(?:popup|tooltip|control-layers|control-scale|oldie|vml-shape|image-layer|crosshair|default-icon-path)\b|\.lvml\b/

/**
 * Leaflet's stylesheet without the rules of parts the maps never create (a third of its size):
 * every map page downloads it before its first tile. Only plain rules whose every selector names
 * such a part are dropped; at-rules and shared rules stay as they are.
 */
function trimLeafletStyles(): Plugin {
  return {
    name: 'jimoto-trim-leaflet-styles',
    transform(code, id) {
      if (!id.endsWith('/node_modules/leaflet/dist/leaflet.css')) return null
      // Its print rule only keeps the controls' background images, which our maps do not use.
      return code
        .replace(/@media print\s*\{[^{}]*\{[^{}]*\}\s*\}/, '')
        .replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
          if (selectors.trim().startsWith('@')) return rule
          const kept = selectors
            .split(',')
            .filter((selector) => !UNUSED_LEAFLET_RULE.test(selector))
          if (kept.length === 0) return '\n'
          return `${kept.join(',')}{${body}}`
        })
    },
  }
}

const LEAN_LEAFLET = '\0jimoto-lean-leaflet'

/**
 * `import … from 'leaflet'` gets Leaflet built from its own ES modules without the parts the maps
 * never create: popups, tooltips, GeoJSON, image/video/SVG overlays, polygons and rectangles, the
 * layer switcher and scale controls, WMS, and the CRSs other than Web Mercator. Leaflet's package
 * entry is one UMD file that no bundler can tree-shake, and its index modules register every
 * part (`Control.Layers = …`), so leaving them out is the only way to leave their code out.
 * Everything else is registered as Leaflet's index modules do. A name this module lacks fails the
 * build ("is not exported"), so a map feature that needs a part left out says so at once.
 */
function leanLeaflet(): Plugin {
  const src = (path: string) => JSON.stringify(`leaflet/src/${path}`)
  const code = [
    `export * from ${src('core/index.js')}`,
    `export * from ${src('dom/index.js')}`,
    `export * from ${src('geometry/index.js')}`,
    `export { LatLng, toLatLng as latLng } from ${src('geo/LatLng.js')}`,
    `export { LatLngBounds, toLatLngBounds as latLngBounds } from ${src('geo/LatLngBounds.js')}`,
    `import { CRS } from ${src('geo/crs/CRS.js')}`,
    `import { Earth } from ${src('geo/crs/CRS.Earth.js')}`,
    `import { EPSG3857, EPSG900913 } from ${src('geo/crs/CRS.EPSG3857.js')}`,
    'CRS.Earth = Earth; CRS.EPSG3857 = EPSG3857; CRS.EPSG900913 = EPSG900913',
    'export { CRS }',
    `export { Layer } from ${src('layer/Layer.js')}`,
    `export { LayerGroup, layerGroup } from ${src('layer/LayerGroup.js')}`,
    `export { FeatureGroup, featureGroup } from ${src('layer/FeatureGroup.js')}`,
    `export * from ${src('layer/marker/index.js')}`,
    `export { GridLayer, gridLayer } from ${src('layer/tile/GridLayer.js')}`,
    `export { TileLayer, tileLayer } from ${src('layer/tile/TileLayer.js')}`,
    `export { Renderer } from ${src('layer/vector/Renderer.js')}`,
    `export { Canvas, canvas } from ${src('layer/vector/Canvas.js')}`,
    `import { SVG, create, pointsToPath, svg } from ${src('layer/vector/SVG.js')}`,
    'SVG.create = create; SVG.pointsToPath = pointsToPath',
    'export { SVG, svg }',
    `import ${src('layer/vector/Renderer.getRenderer.js')}`,
    `export { Path } from ${src('layer/vector/Path.js')}`,
    `export { CircleMarker, circleMarker } from ${src('layer/vector/CircleMarker.js')}`,
    `export { Circle, circle } from ${src('layer/vector/Circle.js')}`,
    `export { Polyline, polyline } from ${src('layer/vector/Polyline.js')}`,
    `export * from ${src('map/index.js')}`,
    `import { Control, control } from ${src('control/Control.js')}`,
    `import { Zoom, zoom } from ${src('control/Control.Zoom.js')}`,
    `import { Attribution, attribution } from ${src('control/Control.Attribution.js')}`,
    'Control.Zoom = Zoom; Control.Attribution = Attribution',
    'control.zoom = zoom; control.attribution = attribution',
    'export { Control, control }',
  ].join('\n')
  return {
    name: 'jimoto-lean-leaflet',
    // The dev server pre-bundles react-leaflet with Leaflet's own entry: swapping ours in there
    // too would make two Leaflets. Dev serves the whole library; the builds the lean one.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'leaflet') return LEAN_LEAFLET
      if (importer === LEAN_LEAFLET)
        return this.resolve(source, join(root, 'index.html'), { ...options, skipSelf: true })
      return null
    },
    load(id) {
      return id === LEAN_LEAFLET ? code : null
    },
  }
}

const REACT_SYNC_STORE = '\0jimoto-react-sync-external-store'

/**
 * wouter imports `useSyncExternalStore` from its shim package, for React versions before 18: on
 * React 19 the shim only hands over React's own, so the build takes React's directly and ships
 * no shim.
 */
function reactSyncExternalStore(): Plugin {
  return {
    name: 'jimoto-react-sync-external-store',
    enforce: 'pre',
    resolveId(source) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? REACT_SYNC_STORE : null
    },
    load(id) {
      return id === REACT_SYNC_STORE ? "export { useSyncExternalStore } from 'react'" : null
    },
  }
}

export default defineConfig({
  plugins: [
    languageBuild(lang),
    react(),
    startAfterFirstScreen(),
    trimLeafletStyles(),
    leanLeaflet(),
    reactSyncExternalStore(),
    ...(clientOnly ? [] : [cloudflare()]),
  ],
  define: {
    __LANG__: JSON.stringify(lang),
    __INTERNATIONAL__: JSON.stringify(lang !== 'ja'),
    __NATIVE__: JSON.stringify(native),
    __NATIVE_CONFIG__: native ? nativeConfig : 'null',
  },
  publicDir: clientOnly ? false : 'public',
  // The manifest lets scripts/build.mjs list each page's chunks for the edge's preload hints.
  build: {
    ...(native
      ? { outDir: 'dist/native', emptyOutDir: true }
      : clientOnly
        ? { outDir: `dist/lang/${lang}`, emptyOutDir: true }
        : {}),
    manifest: true,
    // No modulepreload polyfill in the entry: the starter above and Vite's loader of later chunks
    // both fall back to a module-mode preload where modulepreload is unknown.
    modulePreload: { polyfill: false },
    // Leaflet's stylesheet names PNGs for its default marker and layer switcher, which the maps
    // never show; inlined they would add ~4 KB of base64 to every map page's CSS.
    assetsInlineLimit: (file: string) =>
      file.includes('/node_modules/leaflet/') ? false : undefined,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The Worker fetches page templates from ASSETS with this internal host (worker/pages/template.ts);
    // in dev those requests reach Vite, whose DNS-rebinding guard would answer 403.
    allowedHosts: ['assets.local'],
  },
})
