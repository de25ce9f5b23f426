// Where each share target takes a link. Both open in a new tab; neither needs a script or SDK of
// theirs on our pages (the CSP stays as it is, and nothing loads until someone taps).

/** LINE's share page ("LINEで送る"): the link alone; LINE shows its own preview from our og tags. */
export function lineShareUrl(url: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`
}

/** X's post composer, with our text and the link. */
export function xShareUrl(text: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`
}
