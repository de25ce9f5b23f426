import { describe, expect, it } from 'vitest'
import { findMatches, normalizeText, snippetOf } from '../../worker/search/normalize'

// The highlighted ranges a search result shows: offsets into the original text, whole characters
// (with their marks), whatever the width, case or composition of the text and the query.

/** Terms reach findMatches normalized, as queryTerms makes them. */
const marked = (text: string, terms: string[]) =>
  findMatches(text, terms.map(normalizeText)).map(([start, end]) => text.slice(start, end))

/**
 * The definition findMatches must agree with: every cluster (a character plus the marks after it)
 * normalized on its own, matches mapped back through the clusters. Plain and slow on purpose.
 */
function matchesByDefinition(original: string, terms: string[]): [number, number][] {
  const clusters: { start: number; end: number; norm: number }[] = []
  let offset = 0
  for (const char of original) {
    const last = clusters.at(-1)
    if (last && /^[\p{M}\uFF9E\uFF9F]$/u.test(char)) last.end = offset + char.length
    else clusters.push({ start: offset, end: offset + char.length, norm: 0 })
    offset += char.length
  }
  let normalized = ''
  for (const cluster of clusters) {
    cluster.norm = normalized.length
    normalized += normalizeText(original.slice(cluster.start, cluster.end))
  }
  const at = (norm: number) => clusters.filter((c) => c.norm <= norm).at(-1)
  const ranges: [number, number][] = []
  for (const term of terms) {
    for (let from = normalized.indexOf(term); term && from >= 0; ) {
      const first = at(from)
      const last = at(from + term.length - 1)
      if (first && last) ranges.push([first.start, last.end])
      from = normalized.indexOf(term, from + term.length)
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

describe('findMatches', () => {
  it('marks the original characters whatever their width, case or composition', () => {
    expect(marked('本日のﾓｰﾆﾝｸﾞは８時から！', ['モーニング', '8時'])).toEqual(['ﾓｰﾆﾝｸﾞ', '８時'])
    expect(marked('ZEN珈琲とZen珈琲', ['zen珈琲'])).toEqual(['ZEN珈琲', 'Zen珈琲'])
    expect(marked('Café Cafe\u0301', ['café'])).toEqual(['Café', 'Cafe\u0301'])
    expect(marked('㍻の記念 ｶﾞｲﾄﾞ付き', ['平成', 'ガイド'])).toEqual(['㍻', 'ｶﾞｲﾄﾞ'])
    expect(marked('𠮷野家𠮷野家', ['𠮷野'])).toEqual(['𠮷野', '𠮷野'])
  })

  it('marks a word in the other kana script, in the script the text uses', () => {
    expect(marked('らーめんとラーメンとﾗｰﾒﾝ', ['ラーメン'])).toEqual([
      'らーめん',
      'ラーメン',
      'ﾗｰﾒﾝ',
    ])
    expect(marked('シャッター街', ['しゃったー'])).toEqual(['シャッター'])
    expect(marked('バリとパリ', ['ぱり'])).toEqual(['パリ'])
  })

  it('merges overlapping and touching matches, and finds nothing for nothing', () => {
    expect(findMatches('さくらまつり', ['さくら', 'くらま'])).toEqual([[0, 4]])
    expect(findMatches('さくらまつり', ['さくら', 'まつり'])).toEqual([[0, 6]])
    expect(findMatches('さくらまつり', ['ふじ'])).toEqual([])
    expect(findMatches('', ['さくら'])).toEqual([])
  })

  it('agrees with the definition on mixed text (kana, kanji, full- and half-width, marks)', () => {
    const alphabet = [
      ...'あいうさくら花火祭りカフェ珈琲ABCabc019 。、「」！？（）：',
      ...'ＡＢＣａｂｃ０１９ﾓｰﾆﾝｸﾞｶﾞﾊﾟ㍻㈱Ⅻﬁ\u3000\u0301\u3099\uFF9E',
      '𠮷',
      'ΣΑς',
      'İ',
      '\uD800',
    ]
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[random(alphabet.length)]).join('')
    for (let round = 0; round < 400; round++) {
      const original = text(1 + random(60))
      const terms = [0, 1].map(() => normalizeText(text(1 + random(3))))
      expect(findMatches(original, terms), JSON.stringify({ original, terms })).toEqual(
        matchesByDefinition(original, terms),
      )
    }
  })
})

describe('snippetOf', () => {
  it('cuts around the first match and marks it inside the excerpt', () => {
    const body = `${'前置き。'.repeat(20)}本日はﾓｰﾆﾝｸﾞ営業です。${'後書き。'.repeat(40)}`
    const snippet = snippetOf(body, [normalizeText('モーニング')])
    expect(snippet.text.startsWith('…')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.matches.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['ﾓｰﾆﾝｸﾞ'])
  })
})
