import { CopyButton } from '../../../components/CopyButton'
import { Nums } from '../../../components/Nums'
import { formatDay } from '../../../components/post/time'
import { HeadedTable } from '../../../components/Table'
import type { IssuedCode, OrganizerCode } from '../../../shared/api/organizers'
import m from './i18n/current'

/** A code just issued: shown this once, with a button to copy it. */
export function IssuedCodeCard({ issued }: { issued: IssuedCode }) {
  return (
    <div className="card" role="status">
      <p>{m.issued}</p>
      <p className="organizer-admin__issued">
        <span>
          {m.issuedCode}:{' '}
          <output id="issued-organizer-code" className="organizer-admin__code">
            {issued.code}
          </output>{' '}
          ({issued.organization.name})
        </span>
        <CopyButton text={issued.code} targetId="issued-organizer-code" />
      </p>
    </div>
  )
}

/** The codes issued so far, each revocable until it is revoked. */
export function CodesTable(props: {
  codes: OrganizerCode[]
  busy: boolean
  onRevoke: (id: number) => void
}) {
  const { codes, busy } = props
  return (
    <HeadedTable
      className="admin-push__table"
      caption={m.codes}
      captionHidden
      headings={[
        m.organization,
        m.hint,
        m.uses,
        m.expires,
        <span key="revoke" className="visually-hidden">
          {m.revoke}
        </span>,
      ]}
    >
      {codes.map((code) => (
        <tr key={code.id}>
          <th scope="row">{code.organization.name}</th>
          <td>
            <Nums>{`…${code.hint}`}</Nums>
          </td>
          <td>
            <Nums>{`${code.use_count} / ${code.max_uses}`}</Nums>
          </td>
          <td>
            <Nums>{formatDay(code.expires_at)}</Nums>
          </td>
          <td>
            {code.revoked_at ? (
              m.revoked
            ) : (
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={busy}
                onClick={() => props.onRevoke(code.id)}
              >
                {m.revoke}
              </button>
            )}
          </td>
        </tr>
      ))}
    </HeadedTable>
  )
}
