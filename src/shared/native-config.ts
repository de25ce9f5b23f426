// The native shell's build-time config (scripts/build-native.mjs writes it, vite.config.ts bakes it
// into the native build as `__NATIVE_CONFIG__`). In the app there is no edge to inject the site
// config into the page, so the build carries it.
import type { SiteConfig } from './sites'

/** Google's published AdMob test ad units: they always serve test ads and never pay out. */
export const ADMOB_TEST_BANNER_UNITS = {
  android: 'ca-app-pub-3940256099942544/9214589741',
  ios: 'ca-app-pub-3940256099942544/2435281174',
} as const

/** Google's published AdMob test app ids (AndroidManifest / Info.plist). */
export const ADMOB_TEST_APP_IDS = {
  android: 'ca-app-pub-3940256099942544~3347511713',
  ios: 'ca-app-pub-3940256099942544~1458002511',
} as const

export interface NativeAdsConfig {
  /** false: no banner, no consent form, the ads SDK never starts. */
  enabled: boolean
  /** AdMob app ids, written into the native projects by `npm run native:sync`. */
  appId: { android: string; ios: string }
  /** The banner's ad unit per platform. */
  bannerUnitId: { android: string; ios: string }
  /** AdMob banner size (`BannerAdSize`): ADAPTIVE_BANNER unless the config says otherwise. */
  size: 'ADAPTIVE_BANNER' | 'BANNER' | 'LARGE_BANNER' | 'MEDIUM_RECTANGLE' | 'FULL_BANNER'
  /** AdMob test mode (test ads even on a real unit id). */
  testing: boolean
}

export interface NativeConfig {
  /** The site config the edge would inject (`native: true`, an absolute `apiBase`). */
  site: SiteConfig
  ads: NativeAdsConfig
}

export const DEFAULT_NATIVE_ADS: NativeAdsConfig = {
  enabled: true,
  appId: { ...ADMOB_TEST_APP_IDS },
  bannerUnitId: { ...ADMOB_TEST_BANNER_UNITS },
  size: 'ADAPTIVE_BANNER',
  testing: true,
}
