import { Dialog } from '../Dialog'
import { FormError, useSubmit } from '../useSubmit'
import { blockUser } from './blocks-api'
import m from './i18n/current'
import './block.css'

interface BlockUserDialogProps {
  user: { id: number; name: string }
  open: boolean
  onClose: () => void
  /** After the block is stored: the caller leaves the person's page or marks it blocked. */
  onBlocked: () => void
}

/** 「ブロック」's confirmation: what a block does, that it is quiet, and where to undo it. */
export function BlockUserDialog({ user, open, onClose, onBlocked }: BlockUserDialogProps) {
  const { busy, error, fail, run } = useSubmit(m.block.failed)
  const close = () => {
    fail(null)
    onClose()
  }
  const confirm = () =>
    void run(async () => {
      await blockUser(user.id)
      onBlocked()
    })
  return (
    <Dialog open={open} onClose={close} title={m.block.title(user.name)}>
      <div className="block-dialog">
        <p>{m.block.lead}</p>
        <p className="dialog__lead">{m.block.quiet}</p>
        <p className="dialog__lead">{m.block.undoHint}</p>
        <FormError error={error} className="form-error" />
        <div className="button-row dialog__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {m.block.cancel}
          </button>
          <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
            {busy ? m.block.busy : m.block.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
