import { type FormEvent, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { downloadExport, EXPORT_DATASETS, type ExportDataset, ExportError } from './api'
import m from './i18n/current'
import './data-export.css'

type Step =
  | { status: 'idle' }
  | { status: 'working'; dataset: ExportDataset }
  | { status: 'done'; file: string }
  | { status: 'failed'; message: string }

/** Today in Tokyo, YYYY-MM-DD. */
const tokyoToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
/** April 1st of the Japanese fiscal year that today is in. */
const fiscalYearStart = (today: string) => {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0)
  return `${year}-04-01`
}

/**
 * The desk's data export: the town's own records as CSV (Excel opens them as they are) for a
 * period of Tokyo days, one file per dataset. Admins only; the server checks every request.
 */
export function DataExport() {
  const [to, setTo] = useState(tokyoToday)
  const [from, setFrom] = useState(() => fiscalYearStart(tokyoToday()))
  const [step, setStep] = useState<Step>({ status: 'idle' })
  const [dataset, setDataset] = useState<ExportDataset>('posts')
  const badPeriod = !from || !to || from > to

  function submit(event: FormEvent) {
    event.preventDefault()
    if (badPeriod || step.status === 'working') return
    setStep({ status: 'working', dataset })
    downloadExport(dataset, from, to).then(
      (file) => setStep({ status: 'done', file }),
      (err: unknown) => {
        const info = err instanceof ExportError ? err.info : null
        setStep({ status: 'failed', message: apiErrorText(info, m.failed) })
      },
    )
  }

  return (
    <section className="data-export" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{m.title}</h2>
      <p>{m.lead}</p>
      <form className="data-export__form" onSubmit={submit}>
        <PeriodFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <fieldset className="data-export__datasets">
          <legend>{m.dataset}</legend>
          {EXPORT_DATASETS.map((name) => (
            <label key={name} className="radio-row">
              <input
                type="radio"
                name="dataset"
                value={name}
                checked={dataset === name}
                onChange={() => setDataset(name)}
              />
              <span>{m.datasets[name]}</span>
            </label>
          ))}
        </fieldset>
        {badPeriod && <p className="field__error data-export__problem">{m.badPeriod}</p>}
        <button
          type="submit"
          className="button button--primary"
          disabled={badPeriod || step.status === 'working'}
        >
          {step.status === 'working' ? m.working : m.download}
        </button>
      </form>
      <p className="data-export__status" role="status">
        {step.status === 'done' && m.done(step.file)}
        {step.status === 'failed' && step.message}
      </p>
      <p className="data-export__note">{m.note}</p>
    </section>
  )
}

/** The period of Tokyo days, each end bounded by the other. */
function PeriodFields(props: {
  from: string
  to: string
  onFrom: (day: string) => void
  onTo: (day: string) => void
}) {
  return (
    <fieldset className="data-export__period">
      <legend>{m.period}</legend>
      <DayInput label={m.from} value={props.from} max={props.to} onChange={props.onFrom} />
      <span aria-hidden="true">〜</span>
      <DayInput label={m.to} value={props.to} min={props.from} onChange={props.onTo} />
    </fieldset>
  )
}

function DayInput(props: {
  label: string
  value: string
  min?: string
  max?: string
  onChange: (day: string) => void
}) {
  return (
    <label className="data-export__date">
      <span className="field__label">{props.label}</span>
      <input
        className="input"
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(e) => props.onChange(e.target.value)}
        required
      />
    </label>
  )
}
