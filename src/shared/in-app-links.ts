// The ways out of an in-app browser (src/shared/in-app-browser.ts says which one a page is in):
// kept apart from the detection, which the first route's push registration needs, so these stay
// in the sign-in page's chunk.

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/.test(userAgent)
}

/** The same page with LINE's `openExternalBrowser=1`, which makes LINE open it in the phone's browser. */
export function lineExternalUrl(href: string): string {
  const url = new URL(href)
  url.searchParams.set('openExternalBrowser', '1')
  return url.toString()
}

/** An Android intent that opens an https page in Chrome (the in-app browser cannot do it itself). */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href)
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=https;package=com.android.chrome;end`
}
