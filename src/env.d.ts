/// <reference types="vite/client" />
import type { NativeConfig } from './shared/native-config'
import type { Lang, SiteConfig } from './shared/sites'

declare global {
  /** Language of this build (vite.config.ts `define`). */
  const __LANG__: Lang
  /** True in the en/ko/zh-hans/zh-hant builds: main-site-only routes are compiled out. */
  const __INTERNATIONAL__: boolean
  /** True only in the Capacitor shell's build (`npm run build:native`). */
  const __NATIVE__: boolean
  /** The native build's baked-in config; null in the web builds. */
  const __NATIVE_CONFIG__: NativeConfig | null
  interface Window {
    /** Injected by the edge into every page. */
    __SITE__?: SiteConfig
  }
}
