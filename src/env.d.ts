/// <reference types="vite/client" />
import type { Lang, SiteConfig } from './shared/sites'

declare global {
  /** Language of this build (vite.config.ts `define`). */
  const __LANG__: Lang
  /** True in the en/ko/zh-hans/zh-hant builds: main-site-only routes are compiled out. */
  const __INTERNATIONAL__: boolean
  interface Window {
    /** Injected by the edge into every page. */
    __SITE__?: SiteConfig
  }
}
