// The in-app browsers of the apps people share links in. Google refuses sign-in inside them (its
// OAuth policy forbids embedded WebViews: 403 disallowed_useragent; LINE's developer FAQ says the
// same for its in-app browser and LIFF), Apple's sign-in has the same trouble, and they offer no
// web push. The SPA reads the user agent once; the rule lives here so nothing else guesses.

export type InAppBrowser = 'line' | 'instagram' | 'facebook' | 'x'

// LINE appends "Line/<version>" (Android adds "/IAB"); Instagram "Instagram <version>"; Facebook
// "[FBAN/FBIOS;…]" on iOS and "[FB_IAB/FB4A;FBAV/…]" on Android; X "Twitter for iPhone" or
// "TwitterAndroid". Twitterbot (the card crawler) is not a person and keeps the ordinary page.
const RULES: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['line', /\bLine\/\d/],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\//],
  ['x', /\bTwitter(?!bot)/],
]

/** Which in-app browser this user agent is, or null for an ordinary browser. */
export function inAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [app, pattern] of RULES) if (pattern.test(userAgent)) return app
  return null
}
