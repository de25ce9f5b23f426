import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../src/lib/site'
import { DEFAULT_NATIVE_ADS } from '../../src/shared/native-config'
import { stubApi } from './api-fakes'
import { installNativeBridge } from './native-bridge'
import { renderShell } from './native-shell-app'

// Ads on iOS: before the first banner the consent form (Google UMP) where it is required, then
// the App Tracking Transparency prompt; a person who declines tracking gets non-personalised ads.

const bridge = installNativeBridge('ios')

beforeEach(() => {
  site.native = true
  bridge.reset()
  stubApi({})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  site.native = false
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('banner ads on iOS', () => {
  it('shows the consent form, then the tracking prompt, then a non-personalised banner when tracking is declined', async () => {
    bridge.answer('AdMob', 'requestConsentInfo', () => ({
      status: 'REQUIRED',
      isConsentFormAvailable: true,
      canRequestAds: false,
      privacyOptionsRequirementStatus: 'REQUIRED',
    }))
    bridge.answer('AdMob', 'showConsentForm', () => ({
      status: 'OBTAINED',
      canRequestAds: true,
      privacyOptionsRequirementStatus: 'REQUIRED',
    }))
    let tracking = 'notDetermined'
    bridge.answer('AdMob', 'trackingAuthorizationStatus', () => ({ status: tracking }))
    bridge.answer('AdMob', 'requestTrackingAuthorization', () => {
      tracking = 'denied'
    })
    renderShell('/app/timeline')
    await waitFor(() => expect(bridge.callsTo('AdMob', 'showBanner')).toHaveLength(1))
    const order = bridge.calls
      .filter((call) => call.plugin === 'AdMob' && call.method !== 'addListener')
      .map((call) => call.method)
    expect(order).toEqual([
      'initialize',
      'requestConsentInfo',
      'showConsentForm',
      'trackingAuthorizationStatus',
      'requestTrackingAuthorization',
      'trackingAuthorizationStatus',
      'showBanner',
    ])
    expect(bridge.callsTo('AdMob', 'showBanner')[0]).toMatchObject({
      adId: 'ca-app-pub-3940256099942544/2435281174',
      npa: true,
    })
  })

  it('never starts the ads SDK when the config turns ads off', async () => {
    // Imported here: @capacitor/core must load after the bridge is installed.
    const { setBanner } = await import('../../src/lib/native/ads')
    await setBanner({ ...DEFAULT_NATIVE_ADS, enabled: false }, true)
    expect(bridge.calls.filter((call) => call.plugin === 'AdMob')).toEqual([])
  })
})
