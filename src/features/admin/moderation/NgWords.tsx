import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import { MAX_NG_WORD_LENGTH, MAX_NG_WORDS, type NgWord } from '../../../shared/api/moderation'
import m from './i18n/current'
import { useNgWords } from './useNgWords'

/** The desk's NG words: the list, newest first, with a field to add one and a delete per word. */
export function NgWords() {
  const ng = useNgWords()
  return (
    <section className="moderation__ng" aria-labelledby="moderation-ng-title">
      <h2 id="moderation-ng-title">{m.ng.title}</h2>
      <p>{m.ng.lead}</p>
      <form className="moderation__ng-add" onSubmit={ng.add} noValidate>
        <label className="field__label" htmlFor="moderation-ng-word">
          {m.ng.word}
        </label>
        <div className="moderation__ng-row">
          <input
            id="moderation-ng-word"
            className="input"
            maxLength={MAX_NG_WORD_LENGTH}
            value={ng.typed}
            onChange={(event) => ng.setTyped(event.target.value)}
          />
          <button type="submit" className="button button--primary nowrap" disabled={ng.busy}>
            {ng.busy ? m.ng.adding : m.ng.add}
          </button>
        </div>
      </form>
      {ng.error ? (
        <p role="alert" className="field__error">
          {ng.error}
        </p>
      ) : null}
      {ng.done ? (
        <p role="status" className="notice">
          {ng.done}
        </p>
      ) : null}
      {ng.loadFailed ? <p role="alert">{m.ng.loadFailed}</p> : null}
      {ng.words ? <NgWordList words={ng.words} busy={ng.busy} onRemove={ng.remove} /> : null}
    </section>
  )
}

/** The words with how many of the limit are used, each with its date and a delete button. */
function NgWordList(props: { words: NgWord[]; busy: boolean; onRemove: (word: NgWord) => void }) {
  const { words } = props
  return (
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
              onClick={() => props.onRemove(word)}
              disabled={props.busy}
              aria-label={m.ng.removeLabel(word.word)}
            >
              {m.ng.remove}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
