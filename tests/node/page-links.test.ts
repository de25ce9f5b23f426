import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { landingPaths, pageLinkViolations } from '../../scripts/lib/page-links.mjs'

// `npm run check` refuses a page's path written by hand (scripts/lib/page-links.mjs): links are
// built with pathTo (src/shared/links.ts), which tsc holds to the route table. Here, the rule on
// small sources: what it must catch, and what it must leave alone.

const landing = landingPaths(readFileSync('src/shared/routes.ts', 'utf8'))

/** The texts the rule flags in one source file. */
function flagged(source: string, file = 'src/features/x/Page.tsx'): string[] {
  const found: { text: string }[] = pageLinkViolations(new Map([[file, source]]), landing)
  return found.map((violation) => violation.text)
}

describe('hand-written page paths', () => {
  it('reads the landing pages from the route table', () => {
    expect([...landing].sort()).toEqual([
      '/all-target-lp',
      '/creatives',
      '/creator-recruit',
      '/materials',
    ])
  })

  it('are flagged in JSX, calls, templates, after an origin and in HTML markup', () => {
    expect(flagged('const a = <Link href="/app/timeline">x</Link>')).toEqual(['/app/timeline'])
    expect(flagged("navigate('/app')")).toEqual(['/app'])
    expect(flagged("navigate('/app?c=1')")).toEqual(['/app?c=1'])
    expect(flagged(`const p = \`/app/posts/\${id}\``)).toEqual(['/app/posts/'])
    expect(flagged(`const u = \`\${origin}/app/login?redirect=\${back}\``)).toEqual([
      '/app/login?redirect=',
    ])
    expect(flagged(`const h = \`<a href="/app/alerts">\${more}</a>\``)).toEqual([
      '<a href="/app/alerts">',
    ])
    expect(flagged("const l = { route: '/materials' }")).toEqual(['/materials'])
  })

  it('are not flagged as pathTo patterns, literal types, comments, imports or other paths', () => {
    const source = [
      "import x from './app/App'",
      '// a comment naming /app/timeline',
      "const a = pathTo('/app/posts/:id', { id })",
      "const b = pathTo(kind === 'venue' ? '/app/venues' : '/app/restaurants')",
      "type Q = PageQueries['/app/map']",
      "const c = '/api/posts'",
      "const d = '/application'",
    ].join('\n')
    expect(flagged(source)).toEqual([])
  })

  it('leave the route table and the allowed literals alone', () => {
    expect(flagged("const home = '/app'", 'src/shared/routes.ts')).toEqual([])
    expect(flagged("pages.get('/app/*', page)", 'worker/pages/routes.ts')).toEqual([])
    expect(flagged("pages.get('/app/posts', page)", 'worker/pages/routes.ts')).toEqual([
      '/app/posts',
    ])
  })
})
