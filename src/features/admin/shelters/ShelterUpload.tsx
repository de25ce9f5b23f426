import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { formatDateTime } from '../../../components/post/time'
import { toApiError } from '../../../lib/api'
import type { ShelterImportLogEntry, ShelterImportSummary } from '../../../shared/api/hazard'
import { fetchShelterImports, ShelterUploadError, uploadShelterCsv } from './api'
import m from './i18n/current'
import './shelter-upload.css'
import { Nums } from '../../../components/Nums'

type Step =
  | { status: 'idle' }
  | { status: 'sending'; fraction: number }
  | { status: 'processing' }
  | { status: 'done'; summary: ShelterImportSummary }
  | { status: 'failed'; message: string; problems: { line: number; message: string }[] }

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const number = (value: number) => value.toLocaleString()

/** The import history, and a way to read it again after an import. */
function useImportLog() {
  const [log, setLog] = useState<ShelterImportLogEntry[] | null>(null)
  const [logError, setLogError] = useState<string | null>(null)
  const loadLog = useCallback(() => {
    fetchShelterImports()
      .then((page) => {
        setLog(page.items)
        setLogError(null)
      })
      .catch((err: unknown) => setLogError(apiErrorText(toApiError(err), m.loadFailed)))
  }, [])
  useEffect(() => loadLog(), [loadLog])
  return { log, logError, loadLog }
}

/** Sends the chosen file with progress; the step says where the upload is. */
function useShelterUpload(onDone: () => void) {
  const [step, setStep] = useState<Step>({ status: 'idle' })
  const busy = step.status === 'sending' || step.status === 'processing'
  function send(file: File) {
    setStep({ status: 'sending', fraction: 0 })
    uploadShelterCsv(file, (fraction) =>
      setStep(fraction < 1 ? { status: 'sending', fraction } : { status: 'processing' }),
    ).then(
      (summary) => {
        setStep({ status: 'done', summary })
        onDone()
      },
      (err: unknown) => {
        const failure = err instanceof ShelterUploadError ? err.failure : null
        setStep({
          status: 'failed',
          message: apiErrorText(failure, m.failed),
          problems: failure?.problems ?? [],
        })
      },
    )
  }
  return { step, busy, send, reset: () => setStep({ status: 'idle' }) }
}

/**
 * The desk's shelter refresh: the government's CSV as downloaded (the national file too), sent
 * with progress; the server keeps the town's rows and answers what it kept and skipped.
 */
export function ShelterUpload() {
  const [file, setFile] = useState<File | null>(null)
  const { log, logError, loadLog } = useImportLog()
  const upload = useShelterUpload(loadLog)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (file && !upload.busy) upload.send(file)
  }

  return (
    <section className="shelter-upload" aria-labelledby="shelter-upload-title">
      <h2 id="shelter-upload-title">{m.title}</h2>
      <p>{m.lead}</p>
      <form className="shelter-upload__form" onSubmit={submit}>
        <FilePicker
          file={file}
          busy={upload.busy}
          onPick={(picked) => {
            setFile(picked)
            upload.reset()
          }}
        />
        <button type="submit" className="button button--primary" disabled={!file || upload.busy}>
          {m.submit}
        </button>
      </form>
      <div className="shelter-upload__status" role="status" aria-live="polite">
        <UploadProgress step={upload.step} file={file} />
      </div>
      {upload.step.status === 'failed' ? <UploadFailure step={upload.step} /> : null}
      <h3>{m.history}</h3>
      <ImportHistory log={log} logError={logError} />
    </section>
  )
}

function FilePicker(props: {
  file: File | null
  busy: boolean
  onPick: (file: File | null) => void
}) {
  const picker = useRef<HTMLInputElement>(null)
  const { file, busy } = props
  return (
    <>
      <span className="field__label" id="shelter-upload-file-label">
        {m.file}
      </span>
      <div className="shelter-upload__picker">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-describedby="shelter-upload-file-label shelter-upload-file-name"
          onClick={() => picker.current?.click()}
        >
          {m.choose}
        </button>
        <span id="shelter-upload-file-name" className="shelter-upload__file">
          {file ? m.chosen(file.name, megabytes(file.size)) : m.noFile}
        </span>
      </div>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={m.file}
        disabled={busy}
        onChange={(event) => props.onPick(event.target.files?.[0] ?? null)}
      />
    </>
  )
}

function UploadProgress({ step, file }: { step: Step; file: File | null }) {
  if (step.status === 'sending' && file) {
    return (
      <>
        <progress max={1} value={step.fraction} />
        <p>
          {m.sending(
            Math.floor(step.fraction * 100),
            megabytes(file.size * step.fraction),
            megabytes(file.size),
          )}
        </p>
      </>
    )
  }
  if (step.status === 'processing') {
    return (
      <>
        <progress />
        <p>{m.processing}</p>
      </>
    )
  }
  return step.status === 'done' ? <Summary summary={step.summary} /> : null
}

function UploadFailure({ step }: { step: Extract<Step, { status: 'failed' }> }) {
  return (
    <div role="alert" className="shelter-upload__error">
      <p className="field__error">{step.message}</p>
      {step.problems.length > 0 ? (
        <ul>
          {step.problems.map((problem) => (
            <li key={`${problem.line}:${problem.message}`}>
              {m.problemLine(problem.line, problem.message)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function ImportHistory(props: { log: ShelterImportLogEntry[] | null; logError: string | null }) {
  const { log, logError } = props
  if (logError) return <p className="field__error">{logError}</p>
  if (log && log.length === 0) return <p>{m.noHistory}</p>
  return (
    <ul className="shelter-upload__log">
      {(log ?? []).map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>
            <Nums>{formatDateTime(entry.at)}</Nums>
          </time>{' '}
          {m.historyEntry(
            entry.file_name || '—',
            m.kinds[entry.kind],
            number(entry.kept),
            entry.actor ?? m.unknownActor,
          )}
        </li>
      ))}
    </ul>
  )
}

function Summary({ summary }: { summary: ShelterImportSummary }) {
  const rows: [string, string][] = [
    [m.summary.kind, m.kinds[summary.kind]],
    [m.summary.read, m.rows(number(summary.read))],
    [m.summary.kept, m.rows(number(summary.kept))],
    [m.summary.otherTowns, m.rows(number(summary.other_towns))],
    [m.summary.outsideArea, m.rows(number(summary.outside_area))],
    [m.summary.added, m.places(number(summary.added))],
    [m.summary.updated, m.places(number(summary.updated))],
    [m.summary.removed, m.places(number(summary.removed))],
    [m.summary.merged, m.places(number(summary.merged))],
  ]
  return (
    <>
      <p>{m.done}</p>
      <dl className="shelter-upload__summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
