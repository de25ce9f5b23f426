import { describe, expect, it } from 'vitest'
import { apiPath, call } from '../../src/lib/api'
import { apiError, json, stubApi } from './api-fakes'
import { makePost } from './posts-fakes'

// The endpoint table (src/shared/api/endpoints.ts) types the client's calls and the fakes: the
// lines marked @ts-expect-error are what `npm run check` refuses.

describe('the typed client', () => {
  it('fills the pattern with the params and answers with the table’s type', async () => {
    const post = makePost({ id: 12, title: '港の朝市' })
    const requests = stubApi({ 'GET /api/posts/:id': json(post) })
    const answer = await call('GET /api/posts/:id', { params: { id: 12 } })
    expect(answer.title).toBe('港の朝市')
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/posts/12',
    ])
    expect(requests[0]?.params).toEqual({ id: '12' })
  })

  it('encodes a param and builds paths for code that is not a JSON call', () => {
    expect(apiPath('GET /api/postal/:code', { code: '100 0001' })).toBe('/api/postal/100%200001')
  })

  it('answers a path no fake serves with the Worker’s 404', async () => {
    stubApi({ 'GET /api/posts/:id': apiError(404, 'not_found', '投稿が見つかりません。') })
    await expect(call('GET /api/posts/:id', { params: { id: 3 } })).rejects.toMatchObject({
      status: 404,
    })
    await expect(call('GET /api/posts')).rejects.toMatchObject({ status: 404 })
  })

  it('refuses at compile time what the table does not say', () => {
    stubApi({
      // @ts-expect-error the answer lacks the fields of a Post
      'GET /api/posts/:id': json({ id: 1, titel: '誤字' }),
    })
    stubApi({
      // @ts-expect-error no such endpoint
      'GET /api/postz': json(null),
    })
    // @ts-expect-error a path the Worker does not serve
    const nowhere = () => call('GET /api/nowhere')
    void nowhere
    // @ts-expect-error the pattern's :id is required
    const missing = () => call('GET /api/posts/:id')
    expect(missing).toThrow(/the param id is missing/)
  })
})
