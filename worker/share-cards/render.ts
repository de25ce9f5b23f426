import { initWasm, Resvg } from '@resvg/resvg-wasm'
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm'
import satori, { init as initSatori } from 'satori/standalone'
import layoutWasm from 'satori/yoga.wasm'
import type { Lang } from '../../src/shared/sites'
import { CARD_HEIGHT, CARD_WIDTH, type CardText, cardRuns, cardTree } from './design'
import { fontsFor } from './fonts'

// satori lays the card out and writes it as SVG with every glyph as a path (so resvg needs no
// fonts), resvg draws the SVG into a PNG; both are WebAssembly modules the bundler hands over
// compiled (Workers may not compile WebAssembly at run time).

let engines: Promise<void> | null = null

/** Starts satori's layout engine and resvg once per isolate. */
export function startEngines(): Promise<void> {
  if (!engines) {
    const starting = Promise.all([initSatori(layoutWasm), initWasm(resvgWasm)]).then(() => {})
    starting.catch(() => {
      engines = null
    })
    engines = starting
  }
  return engines
}

/** The card's SVG (satori's output): what the PNG draws, and what tests read glyphs from. */
export async function cardSvg(
  assets: Fetcher,
  text: CardText,
  siteLang: Lang,
  siteName: string,
): Promise<string> {
  const [, { fonts, texts, stack }] = await Promise.all([
    startEngines(),
    fontsFor(assets, cardRuns(text, siteLang, siteName)),
  ])
  // The runs come back without the characters no font has (cardRuns' order).
  const [title = '', kind = '', , when = '', byline = '', town = ''] = texts
  // A title of nothing drawable (emoji only) names the kind instead of leaving the card blank.
  const shown: CardText = { ...text, title: title.trim() || kind, kind, when, byline, town }
  const tree = cardTree(shown, siteLang, siteName, stack)
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  })
}

/** The card as a PNG. */
export async function renderCard(
  assets: Fetcher,
  text: CardText,
  siteLang: Lang,
  siteName: string,
): Promise<Uint8Array> {
  const svg = await cardSvg(assets, text, siteLang, siteName)
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } })
  try {
    const image = resvg.render()
    try {
      return image.asPng()
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}
