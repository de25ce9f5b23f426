import type { Locator, Page } from 'playwright-core'

// The lists that lay out an item only when it nears the screen (`content-visibility: auto`: the
// post lists, the map page's rows, the hazard map's shelters), as a test looks at them.

/** Whether each item's content is drawn (an item's content is what is skipped; the item keeps its box). */
export const drawnItems = (items: Locator) =>
  items.evaluateAll((list) =>
    list.map((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
  )

/**
 * The items whose content runs past their box once laid out alone, as a tool that measures one
 * item (an audit of tap targets) lays it out: the room kept for an item not drawn yet must hold it.
 */
export const itemsSpillingOver = (items: Locator) =>
  items.evaluateAll((list) =>
    list.flatMap((item, index) => {
      const bottom = Math.max(
        ...Array.from(item.children, (child) => child.getBoundingClientRect().bottom),
      )
      return bottom > item.getBoundingClientRect().bottom + 0.5 ? [index] : []
    }),
  )

/**
 * Whether a keyboard user sees `target`'s focus ring in the 3 px left of it (beyond the edge of
 * its item, where a skipped item's clip would cut it): that strip, unfocused and focused, differs.
 */
export async function focusRingShowsLeftOf(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the focus target has no box')
  const strip = { x: box.x - 4, y: box.y, width: 3, height: box.height }
  const unfocused = await page.screenshot({ clip: strip })
  // Focus by the keyboard, so the ring shows (:focus-visible).
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  return !(await page.screenshot({ clip: strip })).equals(unfocused)
}
