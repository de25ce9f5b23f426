import type { Lang } from '../../src/shared/sites'
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text'
import type { FontKey, FontStack } from './fonts'
import { fitLines, textWidth } from './lines'

// What a card looks like: 1200×630, the kind and its date at the top, the title large, the
// author or shop under it, and a footer with the town and the site's mark, in the app's colours
// (src/styles/global.css). Satori takes the element tree as plain objects.

export { CARD_HEIGHT, CARD_WIDTH, type CardText }

const COLOR = {
  accent: '#b93a1f',
  accentSoft: '#fdece7',
  text: '#1f2328',
  muted: '#5b636e',
  ink: '#4a4036',
  bg: '#fbfaf8',
  border: '#e4e1dc',
}

const PADDING = 72
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING

// The mark of src/components/Logo.tsx with its colours written out.
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${COLOR.accent}"/><path d="M16 26.5s-7-6.1-7-11.6a7 7 0 0 1 14 0c0 5.5-7 11.6-7 11.6z" fill="#fff"/><circle cx="16" cy="14.6" r="3.1" fill="${COLOR.accent}"/></svg>`
const MARK_URL = `data:image/svg+xml;base64,${btoa(MARK_SVG)}`

/** Fonts tried in order for text in `lang`: its own CJK glyphs first (Han unification). */
export function familiesFor(lang: Lang): FontKey[] {
  if (lang === 'ko') return ['kr', 'jp']
  if (lang === 'zh-hans') return ['sc', 'jp']
  if (lang === 'zh-hant') return ['tc', 'jp']
  return ['jp', 'kr', 'sc']
}

export interface CardNode {
  type: string
  props: Record<string, unknown> & { children?: CardNode | CardNode[] | string }
}

const h = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode | CardNode[] | string,
  more: Record<string, unknown> = {},
): CardNode => ({
  type,
  props: { style, ...more, ...(children === undefined ? {} : { children }) },
})

/** Title size: large for one or two lines, smaller for three. */
function titleLines(title: string, lang: Lang): { size: number; lines: string[] } {
  for (const size of [76, 64]) {
    const lines = fitLines(title, lang, TEXT_WIDTH / size, 2)
    const whole = lines.join('').replace(/\s/g, '').length >= title.replace(/\s/g, '').length
    if (whole && !lines.at(-1)?.endsWith('…')) return { size, lines }
  }
  return { size: 58, lines: fitLines(title, lang, TEXT_WIDTH / 58, 3) }
}

/** One unwrapped line; the ellipsis is a guard should the width estimate fall short. */
const line = (text: string, style: Record<string, string | number>) =>
  h(
    'div',
    {
      display: 'flex',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...style,
    },
    text,
  )

/** The card: the kind and date, the title as large as it fits, the byline, and the footer. */
export function cardTree(
  text: CardText,
  siteLang: Lang,
  siteName: string,
  stack: FontStack,
): CardNode {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: COLOR.bg,
      borderTop: `16px solid ${COLOR.accent}`,
      fontFamily: stack(familiesFor(siteLang)),
      color: COLOR.text,
    },
    [cardBody(text, siteLang, stack), cardFooter(text, siteName, stack)],
  )
}

function cardBody(text: CardText, siteLang: Lang, stack: FontStack): CardNode {
  const familyList = (lang: Lang) => stack(familiesFor(lang))
  const title = titleLines(text.title, text.titleLang)
  const [byline] = fitLines(text.byline, text.bylineLang, (TEXT_WIDTH - 40) / 34, 1)
  const kindWidth = textWidth(text.kind) * 30 + 48
  const [when] = fitLines(text.when, siteLang, (TEXT_WIDTH - kindWidth - 24) / 32, 1)
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `52px ${PADDING}px 0` },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        h(
          'div',
          {
            display: 'flex',
            fontSize: 30,
            fontWeight: 700,
            color: COLOR.accent,
            backgroundColor: COLOR.accentSoft,
            padding: '6px 24px',
            borderRadius: 999,
            whiteSpace: 'nowrap',
          },
          text.kind,
        ),
        ...(when ? [line(when, { marginLeft: 24, fontSize: 32, color: COLOR.muted })] : []),
      ]),
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          justifyContent: 'center',
          fontFamily: familyList(text.titleLang),
          fontSize: title.size,
          fontWeight: 700,
          lineHeight: 1.3,
        },
        title.lines.map((text) => line(text, {})),
      ),
      ...(byline
        ? [
            line(byline, {
              fontFamily: familyList(text.bylineLang),
              fontSize: 34,
              color: COLOR.ink,
              marginBottom: 36,
            }),
          ]
        : []),
    ],
  )
}

/** The town on the left, the mark and the site's name on the right. */
function cardFooter(text: CardText, siteName: string, stack: FontStack): CardNode {
  const [town] = fitLines(text.town, 'ja', (TEXT_WIDTH - 300) / 30, 1)
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      height: 112,
      padding: `0 ${PADDING}px`,
      borderTop: `2px solid ${COLOR.border}`,
      backgroundColor: '#ffffff',
    },
    [
      line(town ?? '', { fontFamily: stack(familiesFor('ja')), fontSize: 30, color: COLOR.muted }),
      h('div', { display: 'flex', alignItems: 'center' }, [
        h('img', { width: 56, height: 56 }, undefined, {
          src: MARK_URL,
          width: 56,
          height: 56,
        }),
        h(
          'div',
          {
            display: 'flex',
            marginLeft: 16,
            fontSize: 44,
            fontWeight: 700,
            color: COLOR.accent,
          },
          siteName,
        ),
      ]),
    ],
  )
}

/** Every piece of text the card draws, by weight and fonts (what fontsFor loads). */
export function cardRuns(text: CardText, siteLang: Lang, siteName: string) {
  return [
    { text: text.title, weight: 700 as const, families: familiesFor(text.titleLang) },
    { text: text.kind, weight: 700 as const, families: familiesFor(siteLang) },
    { text: siteName, weight: 700 as const, families: familiesFor(siteLang) },
    { text: text.when, weight: 400 as const, families: familiesFor(siteLang) },
    { text: text.byline, weight: 400 as const, families: familiesFor(text.bylineLang) },
    { text: text.town, weight: 400 as const, families: familiesFor('ja') },
    // The ellipsis a cut line ends with.
    { text: '…', weight: 700 as const, families: familiesFor(text.titleLang) },
    { text: '…', weight: 400 as const, families: familiesFor(siteLang) },
  ]
}
