import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppRoutes } from '../../src/app/routes'

function renderAt(path: string) {
  const { hook } = memoryLocation({ path })
  return render(
    <Router hook={hook}>
      <AppRoutes />
    </Router>,
  )
}

describe('app routes', () => {
  it('shows the Japanese home page at /app', () => {
    renderAt('/app')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('地元の「いま」が集まる場所')
  })

  it('shows the not-found page with a way home for an unknown path', () => {
    renderAt('/app/does-not-exist')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ページが見つかりません')
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/app')
  })
})
