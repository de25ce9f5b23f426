import m from '../i18n/current'
import type { UploadPhase } from './useUpload'

/** "アップロード中… 45%" with a real progress bar, and a way to stop. */
export function UploadProgress(props: {
  phase: UploadPhase
  progress: number
  onCancel: () => void
}) {
  if (props.phase === 'idle') return null
  const percent = Math.round(props.progress * 100)
  const preparing = props.phase === 'preparing'
  return (
    <div className="upload-progress">
      <label htmlFor="upload-progress" className="upload-progress__label">
        {preparing ? m.upload.preparing : m.upload.progress(percent)}
      </label>
      <progress
        id="upload-progress"
        className="upload-progress__bar"
        max={100}
        value={preparing ? undefined : percent}
      />
      {preparing ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={props.onCancel}
        >
          {m.upload.cancel}
        </button>
      )}
    </div>
  )
}
