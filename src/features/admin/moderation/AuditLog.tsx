import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import { HeadedTable } from '../../../components/Table'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type { AuditAction, AuditEntry } from '../../../shared/api/moderation'
import { type AuditQuery, fetchAudit } from './api'
import { ChoiceSelect, KindSelect } from './ChoiceSelect'
import m from './i18n/current'

const ACTIONS: AuditAction[] = [
  'hide',
  'restore',
  'dismiss',
  'warn',
  'suspend',
  'unsuspend',
  'appeal',
  'grant_moderator',
  'revoke_moderator',
]

const NO_FILTER: AuditQuery = { action: '', kind: '', subject: '' }

/** The audit log's pages for one filter: the first page again whenever `refresh` changes. */
function useAuditEntries(filter: AuditQuery, refresh: number) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(
    (after: string | null) => {
      fetchAudit({ ...filter, cursor: after })
        .then((page) => {
          setEntries((before) => (after ? [...(before ?? []), ...page.items] : page.items))
          setCursor(page.nextCursor)
          setError(null)
        })
        .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.audit.loadFailed)))
    },
    [filter],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` changes after an action, and then the log reloads.
  useEffect(() => load(null), [load, refresh])

  return { entries, cursor, error, load }
}

/** The append-only audit log, newest first, filtered by action, kind and subject id. */
export function AuditLog({ refresh }: { refresh: number }) {
  const [filter, setFilter] = useState<AuditQuery>(NO_FILTER)
  const { entries, cursor, error, load } = useAuditEntries(filter, refresh)

  return (
    <section className="moderation__audit" aria-labelledby="moderation-audit-title">
      <h2 id="moderation-audit-title">{m.audit.title}</h2>
      <p>{m.audit.lead}</p>
      <AuditFilters onApply={setFilter} />
      <FormError error={error} className="field__error" />
      {entries && entries.length === 0 ? <p>{m.audit.empty}</p> : null}
      {entries && entries.length > 0 ? <AuditTable entries={entries} /> : null}
      {cursor ? (
        <button type="button" className="button" onClick={() => load(cursor)}>
          {m.desk.more}
        </button>
      ) : null}
    </section>
  )
}

/** The filters as typed; the log follows them only when applied. */
function AuditFilters({ onApply }: { onApply: (filter: AuditQuery) => void }) {
  const [draft, setDraft] = useState<AuditQuery>(NO_FILTER)

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply({ ...draft, subject: draft.subject.trim() })
  }

  return (
    <form className="moderation__filters" onSubmit={apply}>
      <ChoiceSelect
        label={m.audit.action}
        value={draft.action}
        choices={ACTIONS}
        text={(action) => m.actions[action]}
        onChange={(action) => setDraft((d) => ({ ...d, action }))}
        all={m.audit.allActions}
      />
      <KindSelect
        label={m.audit.kind}
        value={draft.kind}
        onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
        allowAll
      />
      <label>
        <span className="field__label">{m.audit.subject}</span>
        <input
          inputMode="numeric"
          value={draft.subject}
          onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
        />
      </label>
      <button type="submit" className="button">
        {m.audit.apply}
      </button>
    </form>
  )
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="moderation__table-wrap">
      <HeadedTable
        className="moderation__table"
        headings={[m.audit.when, m.audit.who, m.audit.what, m.audit.target, m.audit.why]}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <Nums>{formatDateTime(entry.created_at)}</Nums>
            </td>
            <td>{entry.actor.name}</td>
            <td>{m.actions[entry.action]}</td>
            <td>
              {m.kinds[entry.subject_kind]} <Nums>{`#${entry.subject_id}`}</Nums>
            </td>
            <td>{entry.reason}</td>
          </tr>
        ))}
      </HeadedTable>
    </div>
  )
}
