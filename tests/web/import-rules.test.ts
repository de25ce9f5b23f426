import { describe, expect, it } from 'vitest'
import { type ImportViolation, importViolations } from '../../scripts/lib/import-rules.mjs'

const check = (files: Record<string, string>): ImportViolation[] =>
  importViolations(new Map(Object.entries(files)))

describe('layout rules of npm run check', () => {
  it('lets a resource use its own files, worker/lib, src/shared and another resource’s surface', () => {
    expect(
      check({
        'worker/posts/routes.ts': [
          "import { listTimeline } from './queries'",
          "import { apiError } from '../lib/errors'",
          "import { MAX_PHOTOS } from '../../src/shared/api/posts'",
          "import { requireActiveUser } from '../accounts/session'",
        ].join('\n'),
        'worker/posts/queries.ts': '',
        'worker/lib/errors.ts': '',
        'worker/accounts/session.ts': '',
        'src/shared/api/posts.ts': '',
      }),
    ).toEqual([])
  })

  it('refuses a resource reaching into another resource’s internals', () => {
    const found = check({
      'worker/posts/routes.ts': "import { searchPage } from '../search/query'",
      'worker/search/query.ts': '',
    })
    expect(found).toEqual([
      expect.objectContaining({
        file: 'worker/posts/routes.ts',
        target: 'worker/search/query.ts',
      }),
    ])
  })

  it('lets the pages read the app’s i18n catalogues, and nothing else of the SPA', () => {
    const found = check({
      'worker/pages/place-meta.ts': [
        "import genres from '../../src/components/i18n/ja'",
        "import posts from '../../src/features/posts/i18n/ja'",
        "import { Dialog } from '../../src/components/Dialog'",
      ].join('\n'),
      'src/components/i18n/ja.ts': '',
      'src/features/posts/i18n/ja.ts': '',
      'src/components/Dialog.tsx': '',
    })
    expect(found.map((v) => v.target)).toEqual(['src/components/Dialog.tsx'])
  })

  it('refuses worker/lib importing a resource, even a surface', () => {
    const found = check({
      'worker/lib/errors.ts': "import type { Viewer } from '../accounts/session'",
      'worker/accounts/session.ts': '',
    })
    expect(found.map((v) => v.rule)).toEqual([expect.stringContaining('worker/lib is a leaf')])
  })

  it('refuses one feature importing another, statically or lazily', () => {
    const found = check({
      'src/features/posts/api.ts': "export { searchPosts } from '../search/api'",
      'src/features/posts/pages/A.tsx': "const Map = lazy(() => import('../../map/pages/MapPage'))",
      'src/features/search/api.ts': '',
      'src/features/map/pages/MapPage.tsx': '',
    })
    expect(found.map((v) => v.target)).toEqual([
      'src/features/search/api.ts',
      'src/features/map/pages/MapPage.tsx',
    ])
  })

  it('refuses src/shared pulling in browser code and the SPA pulling in the Worker', () => {
    const found = check({
      'src/shared/routes.ts': "import { site } from '../lib/site'",
      'src/components/Card.tsx': "import { toPostSummary } from '../../worker/posts/queries'",
      'src/lib/site.ts': '',
      'worker/posts/queries.ts': '',
    })
    expect(found.map((v) => v.file)).toEqual(['src/shared/routes.ts', 'src/components/Card.tsx'])
  })

  it('keeps zod out of what the first route may load: a schema only as a type outside the Worker and features', () => {
    const found = check({
      'src/shared/api/coupons.ts': [
        "import type { UseInput } from './coupons-schema'",
        'export const MAX_VOID_REASON_LENGTH = 200',
        "export type { VoidInput } from './coupons-schema'",
      ].join('\n'),
      'src/shared/api/posts.ts': "import { postInputSchema } from './posts-schema'",
      'src/shared/api/alerts.ts': "import { z } from 'zod'",
      'src/components/Form.tsx': "export { textRule } from '../shared/api/schema-rules'",
      'src/shared/api/coupons-schema.ts': "import { z } from 'zod'",
      'src/shared/api/posts-schema.ts': "import { z } from 'zod'",
      'src/shared/api/schema-rules.ts': "import { z } from 'zod'",
      'src/features/coupons/api.ts': "import { voidInput } from '../../shared/api/coupons-schema'",
      'worker/coupons/routes.ts': "import { useInput } from '../../src/shared/api/coupons-schema'",
    })
    expect(found.map(({ file, target }) => [file, target])).toEqual([
      ['src/shared/api/posts.ts', 'src/shared/api/posts-schema.ts'],
      ['src/shared/api/alerts.ts', 'zod'],
      ['src/components/Form.tsx', 'src/shared/api/schema-rules.ts'],
    ])
  })
})
