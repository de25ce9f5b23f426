import { describe, expect, it } from 'vitest'
import { inAppBrowser } from '../../src/shared/in-app-browser'
import { chromeIntentUrl, isAndroid, lineExternalUrl } from '../../src/shared/in-app-links'
import {
  FACEBOOK_UAS,
  INSTAGRAM_UAS,
  LINE_UAS,
  ORDINARY_UAS,
  X_UAS,
} from '../fixtures/in-app-user-agents'

// The apps' real in-app user agents (tests/fixtures/in-app-user-agents.ts names where each was
// reported) against the one rule the sign-in page and push settings use.

describe('which in-app browser a user agent is', () => {
  it.each(LINE_UAS)('LINE: %s', (ua) => expect(inAppBrowser(ua)).toBe('line'))
  it.each(INSTAGRAM_UAS)('Instagram: %s', (ua) => expect(inAppBrowser(ua)).toBe('instagram'))
  it.each(FACEBOOK_UAS)('Facebook: %s', (ua) => expect(inAppBrowser(ua)).toBe('facebook'))
  it.each(X_UAS)('X: %s', (ua) => expect(inAppBrowser(ua)).toBe('x'))
  it.each(ORDINARY_UAS)('none: %s', (ua) => expect(inAppBrowser(ua)).toBeNull())

  it('tells Android apart (Chrome can be opened by intent there)', () => {
    expect(isAndroid(LINE_UAS[1])).toBe(true)
    expect(isAndroid(LINE_UAS[0])).toBe(false)
  })
})

describe('the ways out of an in-app browser', () => {
  it("adds LINE's openExternalBrowser=1 to the same page, keeping its query", () => {
    expect(lineExternalUrl('https://example.jp/app/login?redirect=%2Fapp%2Fupload')).toBe(
      'https://example.jp/app/login?redirect=%2Fapp%2Fupload&openExternalBrowser=1',
    )
  })

  it("writes Chrome's intent for the same https page", () => {
    expect(chromeIntentUrl('https://example.jp/app/login?redirect=%2Fapp')).toBe(
      'intent://example.jp/app/login?redirect=%2Fapp#Intent;scheme=https;package=com.android.chrome;end',
    )
  })
})
