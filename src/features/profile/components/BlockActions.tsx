import { useState } from 'react'
import { BlockUserDialog } from '../../../components/block/BlockUserDialog'
import { unblockUser } from '../../../components/block/blocks-api'
import m from '../../../components/block/i18n/current'
import { ReportUserDialog } from '../../../components/block/ReportUserDialog'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { useSubmit } from '../../../components/useSubmit'

interface BlockActionsProps {
  user: { id: number; name: string }
  blocking: boolean
  onChange: (blocking: boolean) => void
  notify: (message: string, tone?: 'info' | 'error') => void
}

/** A person's profile: 「ブロック」 (or 「ブロックを解除」) and 「通報」 for the account itself. */
export function BlockActions({ user, blocking, onChange, notify }: BlockActionsProps) {
  const login = useLoginPrompt()
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null)
  const { busy, run } = useSubmit(m.block.failed)
  const open = (which: 'block' | 'report', control: Element) => {
    if (login.ensureLoggedIn(m.block.loginRequired, control)) setDialog(which)
  }
  const unblock = () =>
    void run(async () => {
      await unblockUser(user.id)
      onChange(false)
      notify(m.block.unblocked(user.name))
    }).then((ok) => {
      if (!ok) notify(m.block.failed, 'error')
    })
  return (
    <>
      {blocking ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={unblock}
          disabled={busy}
        >
          {m.block.unblock}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={(event) => open('block', event.currentTarget)}
        >
          {m.block.action}
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={(event) => open('report', event.currentTarget)}
      >
        {m.reportUser.action}
      </button>
      <BlockUserDialog
        user={user}
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        onBlocked={() => {
          setDialog(null)
          onChange(true)
          notify(m.block.done(user.name))
        }}
      />
      <ReportUserDialog
        user={user}
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        onReported={() => {
          setDialog(null)
          notify(m.reportUser.sent)
        }}
      />
      {login.dialog}
    </>
  )
}
