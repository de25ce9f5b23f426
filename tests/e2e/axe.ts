import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core inside the e2e Chromium, as one line per violation ("rule (impact): help at target").

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

const require = createRequire(import.meta.url)
let axeSource: Promise<string> | null = null

export async function violationsOf(page: Page): Promise<string[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
  // Evaluated through the DevTools protocol: the page's CSP rightly refuses an injected inline
  // <script> (addScriptTag), and axe must run under the real headers.
  // Once a document: a page the app navigated to in place still has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<unknown> }
      }
    ).axe
    // Only violations are read: axe then skips building selectors and node details for every
    // element that passes (its API's advice for speed), and still reports every violation whole.
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[]
    }
    return result.violations
  })
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
