// Reads a served page the way a crawler does, with workerd's own HTML5 tokenizer (HTMLRewriter):
// which elements exist, with which attributes and text. Character references are decoded here,
// since HTMLRewriter hands out raw attribute values and text.

export interface ParsedPage {
  htmlLang: string | null
  /** `<title>` elements' text (a well-formed page has exactly one). */
  titles: string[]
  /** Every `<meta>` as [property or name, content], in document order. */
  metas: [string, string][]
  links: { rel: string; hreflang: string | null; href: string }[]
  /** `<link rel="preload">` and `<link rel="modulepreload">`: every attribute, decoded. */
  preloads: Record<string, string>[]
  scripts: { type: string | null; src: string | null; id: string | null; text: string }[]
  /** Elements seen inside `<body>`, by tag name (a broken head would leak elements there). */
  bodyElements: string[]
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return String.fromCodePoint(code)
    }
    return NAMED[ref.toLowerCase()] ?? whole
  })
}

export async function parsePage(res: Response): Promise<ParsedPage> {
  const page: ParsedPage = {
    htmlLang: null,
    titles: [],
    metas: [],
    links: [],
    preloads: [],
    scripts: [],
    bodyElements: [],
  }
  let title = ''
  let script: ParsedPage['scripts'][number] | null = null
  const attr = (value: string | null) => (value === null ? null : decodeEntities(value))
  await new HTMLRewriter()
    .on('html', {
      element(el) {
        page.htmlLang = el.getAttribute('lang')
      },
    })
    .on('title', {
      text(chunk) {
        title += chunk.text
        if (chunk.lastInTextNode) {
          page.titles.push(decodeEntities(title))
          title = ''
        }
      },
    })
    .on('meta', {
      element(el) {
        const key = el.getAttribute('property') ?? el.getAttribute('name')
        if (key) page.metas.push([key, attr(el.getAttribute('content')) ?? ''])
      },
    })
    .on('link', {
      element(el) {
        page.links.push({
          rel: el.getAttribute('rel') ?? '',
          hreflang: el.getAttribute('hreflang'),
          href: attr(el.getAttribute('href')) ?? '',
        })
        const rel = el.getAttribute('rel')
        if (rel === 'preload' || rel === 'modulepreload') {
          page.preloads.push(
            Object.fromEntries(
              [...el.attributes].map(([name, value]) => [name, decodeEntities(value ?? '')]),
            ),
          )
        }
      },
    })
    .on('script', {
      element(el) {
        script = {
          type: el.getAttribute('type'),
          src: el.getAttribute('src'),
          id: el.getAttribute('id'),
          text: '',
        }
        page.scripts.push(script)
      },
      text(chunk) {
        if (script) script.text += chunk.text
      },
    })
    .on('body *', {
      element(el) {
        page.bodyElements.push(el.tagName)
      },
    })
    .transform(res)
    .arrayBuffer()
  return page
}

/** The content of the one meta tag named `key` (fails the test when there are several). */
export function meta(page: ParsedPage, key: string): string | undefined {
  const found = page.metas.filter(([k]) => k === key)
  if (found.length > 1) throw new Error(`${key} appears ${found.length} times`)
  return found[0]?.[1]
}

export function metaAll(page: ParsedPage, key: string): string[] {
  return page.metas.filter(([k]) => k === key).map(([, v]) => v)
}

/** The JSON-LD object of the page (there is at most one). */
export function jsonLd(page: ParsedPage): Record<string, unknown> | null {
  const blocks = page.scripts.filter((s) => s.type === 'application/ld+json')
  if (blocks.length > 1) throw new Error('more than one JSON-LD block')
  return blocks[0] ? JSON.parse(blocks[0].text) : null
}

/** window.__SITE__ as the browser would evaluate it. */
export function siteConfigOf(page: ParsedPage): Record<string, unknown> {
  const inline = page.scripts.filter((s) => s.src === null && s.type === null)
  if (inline.length !== 1) throw new Error(`expected one inline script, found ${inline.length}`)
  const code = inline[0]?.text ?? ''
  if (!code.startsWith('window.__SITE__=')) throw new Error('not the config script')
  return JSON.parse(code.slice('window.__SITE__='.length))
}

/** The boot data the page carries for the SPA (src/shared/boot-data.ts), or null. */
export function bootData(page: ParsedPage): Record<string, unknown> | null {
  const blocks = page.scripts.filter((s) => s.type === 'application/json' && s.id === 'boot-data')
  if (blocks.length > 1) throw new Error('more than one boot data block')
  return blocks[0] ? JSON.parse(blocks[0].text) : null
}
