import { describe, expect, it } from 'vitest'
import { afterLoginPath } from '../../src/features/auth/redirect'
import { bannerAllowed } from '../../src/lib/native/ad-pages'
import { pathTo } from '../../src/shared/links'

// Lists of pages kept beside the route table name its patterns (tsc checks them) and are matched
// as the router matches: the native shell's banner-free pages and the sign-in pages a login does
// not return to.

describe("the native shell's banner", () => {
  it('stays off the forms, the sign-in pages and the payment pages', () => {
    for (const path of [
      pathTo('/app/login'),
      pathTo('/app/reset-password/:token', { token: 'abc' }),
      pathTo('/app/auth/callback'),
      pathTo('/app/upload'),
      `${pathTo('/app/ads/success')}/`,
    ]) {
      expect(bannerAllowed(path, ''), path).toBe(false)
    }
  })

  it('shows on the pages people browse, not outside the app nor in an embed', () => {
    expect(bannerAllowed(pathTo('/app'), '')).toBe(true)
    expect(bannerAllowed(pathTo('/app/posts/:id', { id: 3 }), '')).toBe(true)
    expect(bannerAllowed(pathTo('/app/timeline'), 'embed=1')).toBe(false)
    expect(bannerAllowed(pathTo('/materials'), '')).toBe(false)
  })
})

describe('after signing in', () => {
  it('goes back to the page that sent the visitor, but never to a sign-in page', () => {
    const rally = pathTo('/app/stamprally/:id', { id: 4 })
    expect(afterLoginPath(rally)).toBe(rally)
    expect(afterLoginPath(pathTo('/app/register'))).toBe(pathTo('/app'))
    expect(afterLoginPath(pathTo('/app/reset-password/:token', { token: 't' }))).toBe(
      pathTo('/app'),
    )
    expect(afterLoginPath(`${pathTo('/app/verify-email')}?token=x`)).toBe(pathTo('/app'))
  })
})
