import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openExternalUrl } from '../../src/lib/platform'
import { site } from '../../src/lib/site'
import { stubApi } from './api-fakes'
import { installNativeBridge } from './native-bridge'
import { renderShell } from './native-shell-app'

// The shell around the SPA on Android: the back button, links to the site that open the app,
// notifications tapped in the system tray, the in-app browser and the banner ad that follows the
// page. The real router, pages, platform module, @capacitor/core and plugin JS run over a fake
// native bridge (tests/web/native-bridge.ts).

const bridge = installNativeBridge('android')
const ADS_NOT_REQUIRED = {
  status: 'NOT_REQUIRED',
  canRequestAds: true,
  isConsentFormAvailable: false,
  privacyOptionsRequirementStatus: 'NOT_REQUIRED',
}

/** Waits until the shell listens to the back button (the native chunk loads asynchronously). */
const shellStarted = () => waitFor(() => expect(bridge.listenersOf('App', 'backButton')).toBe(1))

const testHost = site.siteHost

beforeEach(() => {
  site.native = true
  site.siteHost = 'example.jp'
  bridge.reset()
  bridge.answer('AdMob', 'requestConsentInfo', () => ADS_NOT_REQUIRED)
  stubApi({})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  site.native = false
  site.siteHost = testHost
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('starting the app', () => {
  // First in this file: the launch URL belongs to the app's start, and is taken once.
  it('opens the page of the link that launched it, and colours the status bar', async () => {
    bridge.answer('App', 'getLaunchUrl', () => ({ url: `https://${site.siteHost}/app/map?z=14` }))
    const { currentPath } = renderShell('/app')
    await waitFor(() => expect(currentPath()).toBe('/app/map?z=14'))
    // Dark icons over the light header drawn under the bar; edge to edge, the bar has no colour.
    expect(bridge.callsTo('StatusBar', 'setStyle')).toEqual([{ style: 'LIGHT' }])
    expect(bridge.callsTo('StatusBar', 'setBackgroundColor')).toEqual([])
  })

  it('opens the target of a notification tapped while the app was closed', async () => {
    // The plugin keeps the tap until the app listens.
    bridge.emit('FirebaseMessaging', 'notificationActionPerformed', {
      actionId: 'tap',
      notification: { title: '夏祭り', data: { target_url: '/app/posts/42' } },
    })
    const { currentPath } = renderShell('/app')
    await waitFor(() => expect(currentPath()).toBe('/app/posts/42'))
  })

  it('opens a tapped notification for another site in the in-app browser', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { currentPath } = renderShell('/app/timeline')
    await shellStarted()
    bridge.emit('FirebaseMessaging', 'notificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { target_url: 'https://shop.example.jp/sale?from=push' } },
    })
    await waitFor(() =>
      expect(bridge.callsTo('Browser', 'open')).toEqual([
        { url: 'https://shop.example.jp/sale?from=push' },
      ]),
    )
    expect(open).not.toHaveBeenCalled()
    expect(currentPath()).toBe('/app/timeline')
  })

  it('creates the warnings channels, so a warning rings on its own channel and sound', async () => {
    renderShell('/app')
    await waitFor(() =>
      expect(bridge.callsTo('FirebaseMessaging', 'createChannel')).toHaveLength(2),
    )
    // The ids the Worker names in android.notification.channel_id (worker/alerts/push-message.ts);
    // importance 4 = IMPORTANCE_HIGH, 2 = IMPORTANCE_LOW; visibility 1 = public on the lock screen.
    expect(bridge.callsTo('FirebaseMessaging', 'createChannel')).toEqual([
      {
        id: 'warnings',
        name: '警報・避難情報',
        description: '警戒レベル3以上の警報と、町が発令する避難情報。',
        importance: 4,
        visibility: 1,
        sound: 'jimoto_warning.wav',
        vibration: true,
        lights: true,
        lightColor: '#AA00AA',
      },
      {
        id: 'warning_updates',
        name: '警報の変更・解除',
        description: '警報が引き下げられたときや解除されたときの、音の鳴らないお知らせ。',
        importance: 2,
        visibility: 1,
        vibration: false,
      },
    ])
  })
})

describe('the back button', () => {
  it('goes back within the app, and leaves it from the home page', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const { navigate } = renderShell('/app')
    await shellStarted()
    navigate('/app/timeline')
    bridge.emit('App', 'backButton', { canGoBack: true })
    expect(back).toHaveBeenCalledTimes(1)
    expect(bridge.callsTo('App', 'exitApp')).toHaveLength(0)

    navigate('/app')
    bridge.emit('App', 'backButton', { canGoBack: true })
    await waitFor(() => expect(bridge.callsTo('App', 'exitApp')).toHaveLength(1))
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('leaves the app when the WebView has no page to go back to', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    renderShell('/app/map')
    await shellStarted()
    bridge.emit('App', 'backButton', { canGoBack: false })
    await waitFor(() => expect(bridge.callsTo('App', 'exitApp')).toHaveLength(1))
    expect(back).not.toHaveBeenCalled()
  })
})

describe('app links', () => {
  it.each([
    [`https://example.jp/app/posts/5?ref=line#top`, '/app/posts/5?ref=line#top'],
    ['https://example.jp/app', '/app'],
  ])('%s opens %s in the app', async (url, path) => {
    const { currentPath } = renderShell('/app/timeline')
    await shellStarted()
    bridge.emit('App', 'appUrlOpen', { url })
    await waitFor(() => expect(currentPath()).toBe(path))
  })

  it.each([
    'https://evil.example/app/posts/5',
    'http://example.jp/app/posts/5',
    'https://example.jp/creator-recruit',
    'https://example.jp.evil.example/app',
    'jimoto://app/posts/5',
  ])('ignores %s', async (url) => {
    const { history, currentPath } = renderShell('/app/timeline')
    await shellStarted()
    bridge.emit('App', 'appUrlOpen', { url })
    // A link of our own sent after it: once it has opened, the first one was handled (in order).
    bridge.emit('App', 'appUrlOpen', { url: 'https://example.jp/app/about' })
    await waitFor(() => expect(currentPath()).toBe('/app/about'))
    expect(history()).toEqual(['/app/timeline', '/app/about'])
  })
})

describe('external links', () => {
  it('open in the in-app browser inside the shell, in a new tab on the web', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    openExternalUrl('https://example.org/about')
    await waitFor(() =>
      expect(bridge.callsTo('Browser', 'open')).toEqual([{ url: 'https://example.org/about' }]),
    )
    expect(open).not.toHaveBeenCalled()

    site.native = false
    openExternalUrl('https://example.org/web')
    expect(open).toHaveBeenCalledWith('https://example.org/web', '_blank', 'noopener,noreferrer')
    expect(bridge.callsTo('Browser', 'open')).toHaveLength(1)
  })
})

describe('links in the pages', () => {
  function tapLink(href: string, target?: string) {
    const link = document.createElement('a')
    link.href = href
    if (target) link.target = target
    link.textContent = 'link'
    document.body.append(link)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(event)
    link.remove()
    return event.defaultPrevented
  }

  it('opens another site in the in-app browser, never in the app itself', async () => {
    renderShell('/app/venues/3')
    await shellStarted()
    expect(tapLink('https://shop.example.org/reserve?id=3', '_blank')).toBe(true)
    await waitFor(() =>
      expect(bridge.callsTo('Browser', 'open')).toEqual([
        { url: 'https://shop.example.org/reserve?id=3' },
      ]),
    )
  })

  it("opens a link to the site's own /app pages inside the app", async () => {
    const { currentPath } = renderShell('/app/timeline')
    await shellStarted()
    expect(tapLink('https://example.jp/app/posts/9')).toBe(true)
    await waitFor(() => expect(currentPath()).toBe('/app/posts/9'))
    expect(bridge.callsTo('Browser', 'open')).toEqual([])
  })

  it('leaves the app’s own links, mailto: and tel: alone', async () => {
    renderShell('/app/timeline')
    await shellStarted()
    expect(tapLink(`${window.location.origin}/app/map`)).toBe(false)
    expect(tapLink('mailto:support@example.jp')).toBe(false)
    expect(tapLink('tel:0300000000')).toBe(false)
    expect(bridge.callsTo('Browser', 'open')).toEqual([])
  })
})

describe('the banner ad', () => {
  const shows = () => bridge.callsTo('AdMob', 'showBanner')
  const removals = () => bridge.callsTo('AdMob', 'removeBanner')

  it('shows above the bottom bar on browsing pages and goes away on upload, payment and embed pages', async () => {
    // Signed in, so the upload page is really shown (not the guard's redirect).
    const { navigate, currentPath } = renderShell('/app/timeline', true)
    await waitFor(() => expect(shows()).toHaveLength(1))
    expect(shows()[0]).toMatchObject({
      adId: 'ca-app-pub-3940256099942544/9214589741',
      adSize: 'ADAPTIVE_BANNER',
      position: 'BOTTOM_CENTER',
      isTesting: true,
      npa: false,
    })
    expect(typeof shows()[0]?.margin).toBe('number')
    // Android: no tracking prompt.
    expect(bridge.callsTo('AdMob', 'requestTrackingAuthorization')).toHaveLength(0)

    navigate('/app/map')
    navigate('/app/posts/3')
    // Then a page without the banner: once it is removed, the browsing pages before it were
    // handled, and they neither showed it again nor removed it.
    navigate('/app/upload')
    await waitFor(() => expect(removals()).toHaveLength(1))
    expect(shows()).toHaveLength(1)

    for (const page of ['/app/upload', '/app/ads/success', '/app/timeline?embed=1']) {
      navigate('/app/timeline')
      await waitFor(() => expect(shows().length).toBe(removals().length + 1))
      navigate(page)
      expect(currentPath()).toBe(page)
      await waitFor(() => expect(removals().length).toBe(shows().length))
    }
    expect(removals()).toHaveLength(4)
  })

  // Signed out: a signed-in resident who opens the sign-in page is sent on to the app.
  it('goes away on the sign-in and sign-up pages', async () => {
    const { navigate, currentPath } = renderShell('/app/timeline')
    for (const page of ['/app/login', '/app/register']) {
      await waitFor(() => expect(shows().length).toBe(removals().length + 1))
      navigate(page)
      expect(currentPath()).toBe(page)
      await waitFor(() => expect(removals().length).toBe(shows().length))
      navigate('/app/timeline')
    }
    await waitFor(() => expect(shows()).toHaveLength(3))
    expect(removals()).toHaveLength(2)
  })

  it('keeps the page clear of the banner by its reported height', async () => {
    renderShell('/app/gallery')
    await waitFor(() => expect(bridge.listenersOf('AdMob', 'bannerAdSizeChanged')).toBe(1))
    bridge.emit('AdMob', 'bannerAdSizeChanged', { width: 411, height: 62 })
    expect(document.documentElement.style.getPropertyValue('--native-banner-height')).toBe('62px')
  })
})
