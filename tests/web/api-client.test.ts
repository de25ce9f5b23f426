import { afterEach, describe, expect, it } from 'vitest'
import { requestDecorations, setAuthToken } from '../../src/lib/api'
import { captureCampaignCode } from '../../src/lib/campaign'

afterEach(() => setAuthToken(null))

describe('the API client', () => {
  it('keeps ?c= for the session and sends it as X-Campaign-Code', () => {
    captureCampaignCode('?c=spring-fair')
    expect(window.sessionStorage.getItem('campaignCode')).toBe('spring-fair')
    expect(requestDecorations().headers['X-Campaign-Code']).toBe('spring-fair')
  })

  it('leaves the campaign header off like-status calls', () => {
    captureCampaignCode('?c=spring-fair')
    expect(requestDecorations({ campaign: false }).headers).not.toHaveProperty('X-Campaign-Code')
  })

  it('sends no campaign header when no code is kept', () => {
    expect(requestDecorations().headers).not.toHaveProperty('X-Campaign-Code')
  })

  it('sends the bearer token until it is removed', () => {
    setAuthToken('tok123')
    expect(requestDecorations().headers.Authorization).toBe('Bearer tok123')
    setAuthToken(null)
    expect(requestDecorations().headers).not.toHaveProperty('Authorization')
  })

  it('adds no translation header or scope on the main site', () => {
    const { headers, query } = requestDecorations()
    expect(headers).not.toHaveProperty('X-Translate-Lang')
    expect(query).not.toHaveProperty('target_scope')
  })
})
