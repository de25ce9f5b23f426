import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HINTED_PAGES } from '../../worker/pages/hinted-pages'

// A page whose module moved silently loses its chunk preload (the build lists chunks by source
// path), so the page still works but starts slower: nothing else would notice.
describe('chunk preload hints of the public pages', () => {
  it.each(Object.entries(HINTED_PAGES))('%s names page modules that exist (%s)', (_, modules) => {
    // vitest runs from the repository root.
    for (const module of modules) expect(existsSync(resolve(process.cwd(), module))).toBe(true)
  })
})
