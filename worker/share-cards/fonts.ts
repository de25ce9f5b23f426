// The share cards' fonts: Noto Sans JP, KR, SC and TC, split by the build into Fontsource's
// subsets (scripts/lib/card-fonts.mjs) and read from the static assets at run time, so the Worker
// bundle carries none. A card loads only the subsets holding its characters (usually 5–15 files of
// 20–60 KB, kept per isolate), and a character no subset holds is left out of the card instead of
// being drawn as a missing-glyph box.

export type FontKey = 'jp' | 'kr' | 'sc' | 'tc'
export type CardWeight = 400 | 700

/** Family names as the card's styles ask for them. */
export const FONT_FAMILY: Record<FontKey, string> = {
  jp: 'Noto Sans JP',
  kr: 'Noto Sans KR',
  sc: 'Noto Sans SC',
  tc: 'Noto Sans TC',
}

type Ranges = [number, number][]
type Manifest = Record<FontKey, [subset: string, ranges: Ranges][]>

export interface CardFont {
  name: string
  data: ArrayBuffer
  weight: CardWeight
  style: 'normal'
}

/** The font-family value naming the loaded subsets of `families`, in that order. */
export type FontStack = (families: readonly FontKey[]) => string

/** A run of text the card draws in one weight, with the families to try in order. */
export interface TextRun {
  text: string
  weight: CardWeight
  families: readonly FontKey[]
}

const ASSET_ORIGIN = 'http://assets.local/_card-fonts'

let manifestLoad: Promise<Manifest> | null = null

function manifestOf(assets: Fetcher): Promise<Manifest> {
  if (!manifestLoad) {
    const load = assets.fetch(`${ASSET_ORIGIN}/manifest.json`).then(async (res) => {
      if (!res.ok) throw new Error(`card font manifest: status ${res.status}`)
      return (await res.json()) as Manifest
    })
    // A failed load (a build without fonts) must not stick: the next card tries again.
    load.catch(() => {
      manifestLoad = null
    })
    manifestLoad = load
  }
  return manifestLoad
}

function covers(ranges: Ranges, code: number): boolean {
  let low = 0
  let high = ranges.length - 1
  // Fontsource writes each subset's ranges in ascending order.
  while (low <= high) {
    const mid = (low + high) >> 1
    const range = ranges[mid]
    if (!range) return false
    if (code < range[0]) high = mid - 1
    else if (code > range[1]) low = mid + 1
    else return true
  }
  return false
}

function subsetOf(manifest: Manifest, family: FontKey, code: number): string | null {
  for (const [subset, ranges] of manifest[family]) if (covers(ranges, code)) return subset
  return null
}

// Kept per isolate: a popular card's subsets are read once. Bounded (a subset is ≤ 60 KB).
const MAX_FILES = 160
const files = new Map<string, Promise<ArrayBuffer>>()

function fontFile(assets: Fetcher, path: string): Promise<ArrayBuffer> {
  let file = files.get(path)
  if (!file) {
    if (files.size >= MAX_FILES) {
      const oldest = files.keys().next().value
      if (oldest !== undefined) files.delete(oldest)
    }
    file = assets.fetch(`${ASSET_ORIGIN}/${path}`).then((res) => {
      if (!res.ok) throw new Error(`card font ${path}: status ${res.status}`)
      return res.arrayBuffer()
    })
    file.catch(() => files.delete(path))
    files.set(path, file)
  }
  return file
}

// Never drawn, whatever a subset's range claims: Fontsource's ranges list code points the font
// draws as its missing-glyph box (the emoji joiner, regional indicators of flags). Format and
// private-use characters, emoji and their modifiers and variation selectors, keycap marks.
const NEVER_DRAWN =
  /[\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\p{Variation_Selector}]|\u20e3/u

/**
 * The fonts the runs need, and each run's text without the characters no font has (emoji,
 * bidi controls, private use): the card shows the rest rather than boxes.
 */
export async function fontsFor(
  assets: Fetcher,
  runs: readonly TextRun[],
): Promise<{ fonts: CardFont[]; texts: string[]; stack: FontStack }> {
  const manifest = await manifestOf(assets)
  const wanted = new Map<string, { family: FontKey; subset: string; weight: CardWeight }>()
  const texts = runs.map((run) => {
    let kept = ''
    for (const char of run.text) {
      const code = char.codePointAt(0) ?? 0
      if (NEVER_DRAWN.test(char)) continue
      let found = false
      for (const family of run.families) {
        const subset = subsetOf(manifest, family, code)
        if (subset === null) continue
        wanted.set(`${family}/${subset}-${run.weight}`, { family, subset, weight: run.weight })
        found = true
        break
      }
      if (found) kept += char
    }
    return kept
  })
  // satori keeps one font per family name and weight: each subset is a family of its own, and
  // a style names the subsets of its families in order (stack).
  const fonts = await Promise.all(
    [...wanted].map(async ([path, { family, subset, weight }]) => ({
      name: `${FONT_FAMILY[family]} ${subset}`,
      data: await fontFile(assets, `${path}.woff`),
      weight,
      style: 'normal' as const,
    })),
  )
  const names = [...new Set(fonts.map((font) => font.name))]
  const stack = (families: readonly FontKey[]) =>
    families
      .flatMap((family) => names.filter((name) => name.startsWith(`${FONT_FAMILY[family]} `)))
      .join(', ')
  return { fonts, texts, stack }
}
