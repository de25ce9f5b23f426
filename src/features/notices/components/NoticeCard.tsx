import { type FormEvent, useState } from 'react'
import { formatDateTime } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { MAX_APPEAL_LENGTH, type Notice } from '../../../shared/api/moderation'
import { sendAppeal } from '../api'
import m from '../i18n/current'

/** One notice: what was done and why, and its one appeal (the form until it is sent). */
export function NoticeCard({ notice }: { notice: Notice }) {
  const [current, setCurrent] = useState(notice)
  const [text, setText] = useState('')
  const { busy, error, fail, run } = useSubmit(m.appealFailed)
  const [done, setDone] = useState<string | null>(null)
  const result = error ? { ok: false, text: error } : done ? { ok: true, text: done } : null
  const headingId = `notice-${notice.id}`
  const fieldId = `notice-${notice.id}-appeal`
  const what = m.kinds[current.subject_kind]

  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(null)
    if (!text.trim()) return fail(m.appealRequired)
    const problem = textError(text, m.appealLabel)
    if (problem) return fail(problem)
    void run(async () => {
      setCurrent(await sendAppeal(current.id, text.trim()))
      setDone(m.appealDone)
    })
  }

  const status = result ? (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'field__error'}>
      {result.text}
    </p>
  ) : null

  return (
    <article className="notices__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.headings[current.action](what)}</h2>
      <p className="notices__meta">
        {formatDateTime(current.created_at)}
        {current.until ? ` · ${m.until(formatDateTime(current.until))}` : ''}
      </p>
      <p>
        <strong>{m.reason}:</strong> {current.reason}
      </p>
      {current.appeal ? (
        <>
          <p className="notices__meta">{m.appealed(formatDateTime(current.appeal.at))}</p>
          <p className="notices__appeal">{current.appeal.text}</p>
          {status}
        </>
      ) : (
        <form className="notices__form" onSubmit={submit}>
          <label className="field__label" htmlFor={fieldId}>
            {m.appealLabel}
          </label>
          <p id={`${fieldId}-hint`} className="field__hint">
            {m.appealHint}
          </p>
          <textarea
            id={fieldId}
            aria-describedby={`${fieldId}-hint`}
            rows={3}
            maxLength={MAX_APPEAL_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? m.appealSending : m.appealSubmit}
          </button>
          {status}
        </form>
      )}
    </article>
  )
}
