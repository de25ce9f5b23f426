import { useState } from 'react'
import { Nums } from '../../../components/Nums'
import { formatDay, formatTimes } from '../../../components/post/time'
import { HeadedTable, ScrollRegion } from '../../../components/Table'
import { useSubmit } from '../../../components/useSubmit'
import type { TimetablePreview, TimetableRow } from '../../../shared/api/organizers'
import { previewTimetable } from '../api'
import m from '../i18n/current'

/**
 * A timetable CSV read by the server and shown back line by line; nothing is saved, and the form's
 * slots change only when the organizer applies a preview without errors.
 */
export function TimetableImport({ onApply }: { onApply: (rows: TimetableRow[]) => void }) {
  const [preview, setPreview] = useState<TimetablePreview | null>(null)
  const { busy, error, run } = useSubmit(m.eventUpload.csvFailed)
  const [applied, setApplied] = useState(false)

  function read(file: File) {
    void run(async () => {
      setApplied(false)
      setPreview(null)
      setPreview(await previewTimetable(file))
    })
  }

  return (
    <section className="event-form__group" aria-labelledby="csv-title">
      <h2 id="csv-title" className="event-form__subtitle">
        {m.eventUpload.csvTitle}
      </h2>
      <p id="csv-hint" className="field__hint">
        {m.eventUpload.csvHint}
      </p>
      <label className="field__label" htmlFor="csv-file">
        {m.eventUpload.csvFile}
      </label>
      <input
        id="csv-file"
        type="file"
        accept=".csv,text/csv"
        aria-describedby="csv-hint"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) read(file)
          e.target.value = ''
        }}
      />
      {busy ? <p role="status">{m.eventUpload.csvReading}</p> : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="event-form__preview">
          <p role="status">{m.eventUpload.csvRows(preview.rows.length, preview.encoding)}</p>
          <PreviewErrors errors={preview.errors} />
          {preview.rows.length > 0 ? <PreviewTable rows={preview.rows} /> : null}
          <button
            type="button"
            className="button"
            disabled={preview.errors.length > 0 || preview.rows.length === 0}
            onClick={() => {
              onApply(preview.rows)
              setApplied(true)
            }}
          >
            {m.eventUpload.csvApply}
          </button>
          {applied ? <p role="status">{m.eventUpload.csvApplied}</p> : null}
        </div>
      ) : null}
    </section>
  )
}

function PreviewErrors({ errors }: { errors: TimetablePreview['errors'] }) {
  if (errors.length === 0) return null
  return (
    <div role="alert">
      <p className="form-error">{m.eventUpload.csvErrorsTitle(errors.length)}</p>
      <ul className="event-form__errors">
        {errors.map((problem) => (
          <li key={`${problem.line}-${problem.message}`}>{problem.message}</li>
        ))}
      </ul>
    </div>
  )
}

/** The rows as read, one per CSV line, before anything is applied. */
function PreviewTable({ rows }: { rows: TimetableRow[] }) {
  return (
    <ScrollRegion className="event-form__table-wrap">
      <HeadedTable
        className="event-form__table"
        headings={[
          m.eventUpload.previewLine,
          m.eventUpload.previewDate,
          m.eventUpload.previewTime,
          m.eventUpload.previewArtist,
          m.eventUpload.previewStage,
        ]}
      >
        {rows.map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            <td>
              <Nums>{formatDay(row.date) || row.date}</Nums>
            </td>
            <td>
              <Nums>{formatTimes(row.starts_at, row.ends_at)}</Nums>
            </td>
            <td>{row.artist_name}</td>
            <td>{row.stage}</td>
          </tr>
        ))}
      </HeadedTable>
    </ScrollRegion>
  )
}
