import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type FormEvent, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FormError, SubmitButton, useSubmit } from '../../src/components/useSubmit'
import { call } from '../../src/lib/api'
import { apiError, json, requestsTo, stubApi } from './api-fakes'
import { deferred } from './posts-fakes'

// useSubmit is how every form of the app sends: these check what the person sees on a small form
// built from the same parts the pages use, against the real API client and a fake network.

const REPORTED = { reported: true } as const

/** A report of post 12 with the reason typed in (a small form, as the pages build theirs). */
function ReportForm(props: { onSent?: () => void; stayBusy?: boolean }) {
  const [text, setText] = useState('')
  const submit = useSubmit('送れませんでした。')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return submit.fail('理由を入れてください。')
    void submit.run(
      async () => {
        await call('POST /api/posts/:id/reports', { params: { id: 12 }, body: { reason: text } })
        props.onSent?.()
      },
      { stayBusy: props.stayBusy },
    )
  }
  return (
    <form onSubmit={onSubmit}>
      <label>
        理由
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <FormError error={submit.error} />
      <SubmitButton busy={submit.busy} label="送る" busyLabel="送信中…" />
    </form>
  )
}

describe('a form that sends with useSubmit', () => {
  it('disables its button and says so while sending, then offers it again', async () => {
    const answer = deferred()
    stubApi({ 'POST /api/posts/:id/reports': () => answer.promise.then(() => json(REPORTED, 201)) })
    render(<ReportForm />)
    await userEvent.type(screen.getByLabelText('理由'), '同じ宣伝が何度も届きます')
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    const sending = await screen.findByRole('button', { name: '送信中…' })
    expect((sending as HTMLButtonElement).disabled).toBe(true)
    answer.resolve()
    const again = await screen.findByRole('button', { name: '送る' })
    expect((again as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends once when pressed twice quickly', async () => {
    const answer = deferred()
    const requests = stubApi({
      'POST /api/posts/:id/reports': () => answer.promise.then(() => json(REPORTED, 201)),
    })
    render(<ReportForm />)
    await userEvent.type(screen.getByLabelText('理由'), '同じ宣伝が何度も届きます')
    const button = screen.getByRole('button', { name: '送る' })
    // Two submits in the same tick, before React has re-rendered the button as disabled.
    const form = button.closest('form') as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    await screen.findByRole('button', { name: '送信中…' })
    answer.resolve()
    await screen.findByRole('button', { name: '送る' })
    expect(requestsTo(requests, '/api/posts/12/reports')).toHaveLength(1)
  })

  it("shows the server's message when it refuses, and clears it on the next try", async () => {
    let refuse = true
    stubApi({
      'POST /api/posts/:id/reports': () =>
        refuse ? apiError(422, 'too_long', '理由が長すぎます。') : json(REPORTED, 201),
    })
    render(<ReportForm />)
    await userEvent.type(screen.getByLabelText('理由'), '同じ宣伝が何度も届きます')
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    expect((await screen.findByRole('alert')).textContent).toBe('理由が長すぎます。')
    refuse = false
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    await screen.findByRole('button', { name: '送る' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('falls back to its own words when the network fails', async () => {
    render(<ReportForm />)
    await userEvent.type(screen.getByLabelText('理由'), '同じ宣伝が何度も届きます')
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    expect((await screen.findByRole('alert')).textContent).toBe('送れませんでした。')
  })

  it('shows a refused field without sending anything', async () => {
    const requests = stubApi({ 'POST /api/posts/:id/reports': json(REPORTED, 201) })
    render(<ReportForm />)
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    expect((await screen.findByRole('alert')).textContent).toBe('理由を入れてください。')
    expect(requestsTo(requests, '/api/posts/12/reports')).toHaveLength(0)
  })

  it('stays busy after success when the page is leaving', async () => {
    let sent = 0
    const requests = stubApi({ 'POST /api/posts/:id/reports': json(REPORTED, 201) })
    render(<ReportForm stayBusy onSent={() => sent++} />)
    await userEvent.type(screen.getByLabelText('理由'), '同じ宣伝が何度も届きます')
    await userEvent.click(screen.getByRole('button', { name: '送る' }))
    const button = await screen.findByRole('button', { name: '送信中…' })
    await expect.poll(() => sent).toBe(1)
    await userEvent.click(button)
    expect(requestsTo(requests, '/api/posts/12/reports')).toHaveLength(1)
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })
})
