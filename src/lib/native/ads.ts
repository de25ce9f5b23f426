import { Capacitor } from '@capacitor/core'
import {
  AdMob,
  AdmobConsentStatus,
  BannerAdPluginEvents,
  BannerAdPosition,
  BannerAdSize,
} from '@capacitor-community/admob'
import type { NativeAdsConfig } from '../../shared/native-config'

// The banner: AdMob's adaptive banner docked above the bottom bar. Before the first ad the
// consent form (Google UMP) is shown where the law needs it, and on iOS the App Tracking
// Transparency prompt; without both, ads are requested non-personalised (npa).

/** The CSS variable the layout adds below the content, so the banner never covers it. */
export const BANNER_HEIGHT_VAR = '--native-banner-height'

let ready: Promise<{ canRequestAds: boolean; personalised: boolean }> | null = null
let shown = false
/** The latest wish (show/hide): calls overlap while consent is pending, the last one wins. */
let wanted = false

async function prepare(): Promise<{ canRequestAds: boolean; personalised: boolean }> {
  await AdMob.initialize({})
  await AdMob.addListener(BannerAdPluginEvents.SizeChanged, (size) => {
    document.documentElement.style.setProperty(BANNER_HEIGHT_VAR, `${Math.max(0, size.height)}px`)
  })
  let consent = await AdMob.requestConsentInfo()
  if (consent.status === AdmobConsentStatus.REQUIRED && consent.isConsentFormAvailable) {
    consent = await AdMob.showConsentForm()
  }
  let personalised = true
  if (Capacitor.getPlatform() === 'ios') {
    let { status } = await AdMob.trackingAuthorizationStatus()
    if (status === 'notDetermined') {
      await AdMob.requestTrackingAuthorization()
      status = (await AdMob.trackingAuthorizationStatus()).status
    }
    personalised = status === 'authorized'
  }
  return { canRequestAds: consent.canRequestAds, personalised }
}

/** Height of the bottom bar the banner sits on (0 where the menu is a side rail). */
function bottomBarHeight(): number {
  const nav = document.querySelector<HTMLElement>('.app-nav')
  if (!nav) return 0
  const box = nav.getBoundingClientRect()
  return box.bottom >= window.innerHeight - 1 && box.width >= window.innerWidth - 1
    ? Math.round(box.height)
    : 0
}

/** Shows the banner (or keeps it) when `show`, hides it otherwise. Never throws. */
export async function setBanner(config: NativeAdsConfig, show: boolean): Promise<void> {
  wanted = show && config.enabled
  try {
    if (!config.enabled) return
    if (wanted && !ready) {
      ready = prepare()
      ready.catch(() => {
        ready = null // a failed start (no network for the consent check) is retried later
      })
    }
    const state = ready ? await ready : null
    if (wanted && state?.canRequestAds && !shown) {
      shown = true
      const platform = Capacitor.getPlatform() === 'ios' ? 'ios' : 'android'
      await AdMob.showBanner({
        adId: config.bannerUnitId[platform],
        adSize: BannerAdSize[config.size],
        position: BannerAdPosition.BOTTOM_CENTER,
        margin: bottomBarHeight(),
        isTesting: config.testing,
        npa: !state.personalised,
      })
    } else if (!wanted && shown) {
      shown = false
      await AdMob.removeBanner()
      document.documentElement.style.setProperty(BANNER_HEIGHT_VAR, '0px')
    }
  } catch (err) {
    console.error('banner ad', err)
  }
}
