import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { PUSH_TEXT_LIMITS, type PushDraft } from '../../../shared/api/push'
import { pathTo } from '../../../shared/links'
import { fetchTopics, type PushTopic, sendPushMessage } from '../api'
import m from '../i18n/current'

const EMPTY: PushDraft = { topic: 'all', title: '', body: '', image: '', target_url: '' }

/** The topics, the draft bound to its controls, and a checked submit that queues it. */
function usePushDraft(onSent: () => void) {
  const [topics, setTopics] = useState<PushTopic[]>([])
  const [draft, setDraft] = useState<PushDraft>(EMPTY)
  const { busy: sending, error, fail, run } = useSubmit(m.push.failed)
  const [done, setDone] = useState<string | null>(null)
  const result = error ? { ok: false, text: error } : done ? { ok: true, text: done } : null

  useEffect(() => {
    fetchTopics()
      .then((res) => setTopics(res.items))
      .catch(() => setTopics([]))
  }, [])

  /** A control's id and its field of the draft. */
  // The app's own field style: a bare select is drawn grey by the browser and reads as disabled.
  const bound = (key: keyof PushDraft, id: string) => ({
    id,
    className: key === 'body' ? 'input textarea' : 'input',
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setDone(null)
    // The API's text rule (src/shared/text-input.ts), checked before sending.
    const problem =
      textError(draft.title, m.push.title, 'display') ?? textError(draft.body, m.push.body)
    if (problem) return fail(problem)
    void run(async () => {
      await sendPushMessage(draft)
      setDraft(EMPTY)
      setDone(m.push.queued)
      onSent()
    })
  }

  return { topics, sending, result, bound, submit }
}

/** Compose a notification for a topic; the server queues it for delivery through FCM. */
export function PushComposer({ onSent }: { onSent: () => void }) {
  const { topics, sending, result, bound, submit } = usePushDraft(onSent)
  return (
    <form className="admin-push__form" onSubmit={submit} aria-labelledby="push-compose">
      <h2 id="push-compose">{m.push.compose}</h2>
      <label className="field__label" htmlFor="push-topic">
        {m.push.topic}
      </label>
      <select {...bound('topic', 'push-topic')}>
        {(topics.length ? topics : [{ name: 'all', disp_name: '全体通知' }]).map((t) => (
          <option key={t.name} value={t.name}>
            {t.disp_name}
          </option>
        ))}
      </select>
      <label className="field__label" htmlFor="push-title">
        {m.push.title}
      </label>
      <input {...bound('title', 'push-title')} required maxLength={PUSH_TEXT_LIMITS.title} />
      <label className="field__label" htmlFor="push-body">
        {m.push.body}
      </label>
      <textarea
        {...bound('body', 'push-body')}
        required
        maxLength={PUSH_TEXT_LIMITS.body}
        rows={4}
      />
      <label className="field__label" htmlFor="push-image">
        {m.push.image}
      </label>
      <input {...bound('image', 'push-image')} type="url" inputMode="url" placeholder="https://" />
      <label className="field__label" htmlFor="push-target">
        {m.push.target}
      </label>
      <input
        {...bound('target_url', 'push-target')}
        placeholder={pathTo('/app/posts/:id', { id: 1 })}
      />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? m.push.sending : m.push.send}
      </button>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'field__error'}>
          {result.text}
        </p>
      ) : null}
    </form>
  )
}
