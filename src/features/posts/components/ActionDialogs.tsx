import { useId } from 'react'
import { Dialog } from '../../../components/Dialog'
import m from '../i18n/current'

/** The link to copy by hand, when neither a share sheet nor the clipboard is available. */
export function ShareLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const inputId = useId()
  return (
    <Dialog open={url !== null} onClose={onClose} title={m.detail.share.dialogTitle}>
      <p className="dialog__lead">{m.detail.share.dialogLead}</p>
      <label className="field__label" htmlFor={inputId}>
        {m.detail.share.urlLabel}
      </label>
      <input
        id={inputId}
        className="input"
        readOnly
        value={url ?? ''}
        onFocus={(event) => event.target.select()}
      />
    </Dialog>
  )
}
