import type { Page } from 'playwright-core'

// What the layout suite measures inside the page, as a person would see it: the page wider than
// the screen, a number, price, date, time or word laid out on two lines, a short button label
// split, and the phone's bottom menu covered by something else.

export interface LayoutFindings {
  /** document.documentElement.scrollWidth and the viewport's width. */
  scrollWidth: number
  viewportWidth: number
  /** Elements that reach past the right edge (tag.class and right edge), widest first. */
  overflowing: string[]
  /** Tokens laid out on more than one line, with the element that holds them. */
  brokenTokens: string[]
  /** Short button labels laid out on more than one line. */
  brokenLabels: string[]
}

/**
 * Everything that must not break: a price or count (18,000円, 10%, 3個), a date or time in any of
 * the app's ways of writing them (12月15日(火), 20時00分, 2026-12-15, 10:00), a house number
 * (2-3-1), and a word of Latin letters (Mon, Wed). A range's dash or 〜 may start a new line.
 */
const TOKEN_SOURCE =
  '[¥￥]?[0-9０-９]+(?:[,.:：/\\-][0-9０-９]+)*(?:[年月日時分秒][0-9０-９]+)*[年月日時分秒]?(?:[円%％個件枚人名回位]|\\s?(?:\\([^)\\s]{1,3}\\)|（[^）\\s]{1,3}）))?|[A-Za-z]{2,}'

export function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate((tokenSource) => {
    const viewportWidth = window.innerWidth
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
    /** Two rects are on different lines when they do not overlap vertically. */
    const lines = (rects: DOMRectList | DOMRect[]) => {
      const boxes = Array.from(rects).filter((r) => r.width > 0.5 && r.height > 0.5)
      let count = boxes.length > 0 ? 1 : 0
      for (let i = 1; i < boxes.length; i++) {
        const previous = boxes[i - 1] as DOMRect
        const box = boxes[i] as DOMRect
        if (box.top >= previous.bottom - 2 || box.bottom <= previous.top + 2) count++
      }
      return count
    }
    /** Hidden for the eye: visually-hidden text is clipped to 1 px and wraps at every letter. */
    const seen = (el: Element) => {
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) return false
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.clipPath === 'none' && style.clip === 'auto'
    }

    const overflowing: string[] = []
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect()
      if (box.right <= viewportWidth + 1 || box.width === 0) continue
      // Inside a box that scrolls or clips sideways, it does not widen the page.
      let clipped = false
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX
        if (overflowX !== 'visible') {
          clipped = up.getBoundingClientRect().right <= viewportWidth + 1
          break
        }
      }
      if (!clipped) overflowing.push(`${describe(el)} → ${Math.round(box.right)}px`)
    }

    const brokenTokens: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? ''
      const parent = node.parentElement
      if (!parent || !text.trim() || !seen(parent)) continue
      if (parent.closest('svg, script, style, noscript, textarea, option')) continue
      // Addresses of the web and of mail may break anywhere: nothing else can make them fit.
      if (/:\/\/|@|www\./.test(text)) continue
      for (const match of text.matchAll(new RegExp(tokenSource, 'g'))) {
        const start = match.index ?? 0
        range.setStart(node, start)
        range.setEnd(node, start + match[0].length)
        if (lines(range.getClientRects()) > 1)
          brokenTokens.push(`「${match[0]}」 in ${describe(parent)}`)
      }
    }

    const brokenLabels: string[] = []
    for (const el of Array.from(
      document.querySelectorAll('button, .button, [role="button"], [role="tab"]'),
    )) {
      const label = el.textContent?.trim() ?? ''
      if (!label || label.length > 12 || /\s/.test(label) || !seen(el)) continue
      // Icons beside the label are boxes of their own on the same line: only text lines count.
      const textRects = [el, ...Array.from(el.querySelectorAll('*'))].flatMap((part) =>
        Array.from(part.childNodes)
          .filter((child) => child.nodeType === Node.TEXT_NODE && child.nodeValue?.trim())
          .flatMap((child) => {
            range.selectNodeContents(child)
            return Array.from(range.getClientRects())
          }),
      )
      if (lines(textRects) > 1) brokenLabels.push(`「${label}」 in ${describe(el)}`)
    }

    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth,
      overflowing: overflowing.slice(0, 8),
      brokenTokens,
      brokenLabels,
    }
  }, TOKEN_SOURCE)
}

/**
 * The phone's bottom menu: each of its items is visible and is what a finger at its centre
 * touches (nothing drawn over it). One line per item that fails.
 */
export function bottomMenuProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLElement>('.app-nav .nav-link'))
    if (links.length === 0) return ['no bottom menu']
    const problems: string[] = []
    for (const link of links) {
      // Items of the wider layouts only (マイページ sits in the phone's header instead).
      if (link.getClientRects().length === 0) continue
      const box = link.getBoundingClientRect()
      const name = link.textContent?.trim() ?? '?'
      if (box.width < 1 || box.height < 1 || box.bottom > window.innerHeight + 1) {
        problems.push(`${name}: not on the screen`)
        continue
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (!hit || !link.contains(hit)) {
        problems.push(
          `${name}: covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`,
        )
      }
    }
    return problems
  })
}
