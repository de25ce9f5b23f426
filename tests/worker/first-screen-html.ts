import { decodeEntities } from './edge-html'
import { request } from './helpers'

// A page's first screen (worker/pages/first-screen.ts) as a browser would parse it.

export interface FirstScreen {
  headings: string[]
  links: { href: string; text: string }[]
  images: Record<string, string>[]
  /** The text of each card (`.first-screen__text`), as a browser shows it. */
  cardTexts: string[]
  text: string
}

/** The first screen of a page as a browser would parse it, or null when there is none. */
export async function firstScreenOf(
  path: string,
  host = 'localhost:8787',
  headers: Record<string, string> = {},
): Promise<FirstScreen | null> {
  const res = await request(path, { host, headers })
  let found = false
  const screen: FirstScreen = { headings: [], links: [], images: [], cardTexts: [], text: '' }
  let heading: string | null = null
  let cardText: string | null = null
  let link: { href: string; text: string } | null = null
  const headingHandler = {
    element(el: Element) {
      heading = ''
      el.onEndTag(() => {
        screen.headings.push(heading ?? '')
        heading = null
      })
    },
  }
  await new HTMLRewriter()
    .on('#first-screen', {
      element() {
        found = true
      },
    })
    .on('#first-screen h1', headingHandler)
    .on('#first-screen h2', headingHandler)
    .on('#first-screen .first-screen__text', {
      element(el) {
        cardText = ''
        el.onEndTag(() => {
          screen.cardTexts.push(cardText ?? '')
          cardText = null
        })
      },
    })
    .on('#first-screen a', {
      element(el) {
        const current = { href: decodeEntities(el.getAttribute('href') ?? ''), text: '' }
        link = current
        screen.links.push(current)
        el.onEndTag(() => {
          link = null
        })
      },
    })
    .on('#first-screen *', {
      text(chunk) {
        const text = decodeEntities(chunk.text)
        screen.text += text
        if (heading !== null) heading += text
        if (cardText !== null) cardText += text
        if (link) link.text += text
      },
    })
    .on('#first-screen img', {
      element(el) {
        screen.images.push(
          Object.fromEntries([...el.attributes].map(([k, v]) => [k, decodeEntities(v ?? '')])),
        )
      },
    })
    .transform(res)
    .arrayBuffer()
  return found ? screen : null
}
