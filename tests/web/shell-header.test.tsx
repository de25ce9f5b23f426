import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initialOf } from '../../src/components/Avatar'
import { HANAKO, renderApp } from './render-app'

function header() {
  return within(screen.getByRole('banner'))
}

describe('the mobile header account slot', () => {
  it('shows the avatar image of a logged-in user', () => {
    renderApp('/app', {
      kind: 'user',
      user: { ...HANAKO, avatar_url: '/media/avatars/7.webp' },
    })
    const link = header().getByRole('link', { name: '花子さんのマイページ' })
    expect(link.getAttribute('href')).toBe('/app/profile')
    // Relative media URLs get the API base (same origin in tests).
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/7.webp')
  })

  it('falls back to the first letter of the name without an avatar', () => {
    renderApp('/app', { kind: 'user', user: { ...HANAKO, avatar_url: null } })
    const link = header().getByRole('link', { name: '花子さんのマイページ' })
    expect(link.querySelector('img')).toBeNull()
    expect(link.textContent).toBe('花')
  })

  it('falls back to the first letter when the avatar image fails to load', () => {
    renderApp('/app', {
      kind: 'user',
      user: { ...HANAKO, avatar_url: 'https://cdn.example.jp/missing.png' },
    })
    const link = header().getByRole('link', { name: '花子さんのマイページ' })
    const image = link.querySelector('img')
    expect(image).not.toBeNull()
    fireEvent.error(image as HTMLImageElement)
    expect(link.querySelector('img')).toBeNull()
    expect(link.textContent).toBe('花')
  })

  it('offers our own avatar’s 128 px copy, and shows the letter when neither loads', () => {
    renderApp('/app', {
      kind: 'user',
      user: { ...HANAKO, avatar_url: '/media/avatars/7.jpg' },
    })
    const link = header().getByRole('link', { name: '花子さんのマイページ' })
    const image = link.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('srcset')).toBe(
      '/media/avatars/7.128.jpg 128w, /media/avatars/7.jpg 400w',
    )
    expect(image.getAttribute('sizes')).toBe(`${image.getAttribute('width')}px`)
    // An avatar stored before its copy existed is answered at the copy's name by /media
    // (tests/worker/posts-social.test.ts), so an error here means the picture is gone.
    fireEvent.error(image)
    expect(link.querySelector('img')).toBeNull()
    expect(link.textContent).toBe('花')
  })

  it("shows '?' when the user has neither avatar nor name", () => {
    renderApp('/app', { kind: 'user', user: { ...HANAKO, name: '  ', avatar_url: null } })
    const avatar = header().getByRole('link', { name: /マイページ/ })
    expect(avatar.textContent).toBe('?')
  })

  it('shows a login button to a visitor', () => {
    renderApp('/app')
    expect(header().getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/app/login')
  })

  it('shows neither while the session is loading', () => {
    renderApp('/app', { kind: 'loading' })
    expect(header().queryByRole('link', { name: 'ログイン' })).toBeNull()
    expect(header().queryByRole('link', { name: /マイページ/ })).toBeNull()
  })

  it('takes the first character, not half of a surrogate pair, and capitalises latin names', () => {
    expect(initialOf('hanako')).toBe('H')
    expect(initialOf('𠮷田')).toBe('𠮷')
    expect(initialOf('🎆 fireworks')).toBe('🎆')
    expect(initialOf('')).toBe('?')
    expect(initialOf(null)).toBe('?')
  })
})

describe('the header and footer links', () => {
  it('links the logo home and offers search and settings', () => {
    renderApp('/app/map')
    expect(header().getByRole('link', { name: 'jimoto ホーム' }).getAttribute('href')).toBe('/app')
    expect(
      header().getByRole('link', { name: '投稿・イベント・お店を検索' }).getAttribute('href'),
    ).toBe('/app/search')
    expect(header().getByRole('link', { name: '設定' }).getAttribute('href')).toBe('/app/settings')
  })

  it('has terms, privacy and a developer link that opens safely in a new tab', () => {
    renderApp('/app')
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/app/terms')
    expect(footer.getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe(
      '/app/privacy',
    )
    const developer = footer.getByRole('link', { name: /開発者のサイト/ })
    expect(developer.getAttribute('href')).toBe('https://example.jp/')
    expect(developer.getAttribute('target')).toBe('_blank')
    expect(developer.getAttribute('rel')?.split(' ')).toContain('noopener')
  })

  it('links every language site, keeping the page', () => {
    renderApp('/app/map')
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      'http://en.localhost:3000/app/map',
    )
    expect(footer.getByRole('link', { name: '日本語' }).getAttribute('aria-current')).toBe('true')
  })

  it('sends other languages home from a page that exists on the main site only', async () => {
    renderApp('/app/login')
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: '한국어' }).getAttribute('href')).toBe(
      'http://ko.localhost:3000/app',
    )
  })
})
