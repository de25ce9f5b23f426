import { type FormEvent, useEffect, useState } from 'react'
import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { MAX_NG_WORD_LENGTH, MAX_NG_WORDS, type NgWord } from '../../../shared/api/moderation'
import { addNgWord, deleteNgWord, fetchNgWords } from './api'
import m from './i18n/current'

/** The desk's NG words: the list, newest first, with a field to add one and a delete per word. */
export function NgWords() {
  const [words, setWords] = useState<NgWord[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [typed, setTyped] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const { busy, error, fail, run } = useSubmit(m.ng.failed)

  useEffect(() => {
    let live = true
    fetchNgWords().then(
      (answer) => live && setWords(answer.items),
      () => live && setLoadFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  const add = (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const word = typed.trim()
    if (!word) return fail(m.ng.word)
    const problem = textError(word, m.ng.word)
    if (problem) return fail(problem)
    void run(async () => {
      const added = await addNgWord(word)
      setWords((now) => [added, ...(now ?? [])])
      setTyped('')
      setDone(m.ng.added(added.word))
    })
  }

  const remove = (word: NgWord) => {
    setDone(null)
    void run(async () => {
      await deleteNgWord(word.id)
      setWords((now) => (now ?? []).filter((item) => item.id !== word.id))
      setDone(m.ng.removed(word.word))
    })
  }

  return (
    <section className="moderation__ng" aria-labelledby="moderation-ng-title">
      <h2 id="moderation-ng-title">{m.ng.title}</h2>
      <p>{m.ng.lead}</p>
      <form className="moderation__ng-add" onSubmit={add} noValidate>
        <label className="field__label" htmlFor="moderation-ng-word">
          {m.ng.word}
        </label>
        <div className="moderation__ng-row">
          <input
            id="moderation-ng-word"
            className="input"
            maxLength={MAX_NG_WORD_LENGTH}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--primary nowrap" disabled={busy}>
            {busy ? m.ng.adding : m.ng.add}
          </button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="notice">
          {done}
        </p>
      ) : null}
      {loadFailed ? <p role="alert">{m.ng.loadFailed}</p> : null}
      {words ? (
        <>
          <p className="moderation__meta">{m.ng.count(words.length, MAX_NG_WORDS)}</p>
          {words.length === 0 ? <p>{m.ng.empty}</p> : null}
          <ul className="moderation__ng-list">
            {words.map((word) => (
              <li key={word.id}>
                <span className="moderation__ng-word">{word.word}</span>
                <span className="moderation__when">
                  <Nums>{formatDateTime(word.created_at)}</Nums>
                </span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => remove(word)}
                  disabled={busy}
                  aria-label={m.ng.removeLabel(word.word)}
                >
                  {m.ng.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
