import { mediaUrl } from '../../../lib/api'
import m from '../i18n/current'

export interface NewPhoto {
  file: File
  alt: string
}

interface Props {
  existing: { url: string; thumb_url: string; alt: string }[]
  /** Positions of `existing` that stay. */
  kept: number[]
  onKeptChange: (kept: number[]) => void
  photos: NewPhoto[]
  onPhotosChange: (photos: NewPhoto[]) => void
}

/** The event's photos, each with the alt text a screen reader reads instead. */
export function PhotoFields({ existing, kept, onKeptChange, photos, onPhotosChange }: Props) {
  let n = 0
  return (
    <fieldset className="event-form__group">
      <legend>{m.eventUpload.photos}</legend>
      <ul className="event-form__photos">
        {kept.map((position) => {
          const photo = existing[position]
          if (!photo) return null
          n += 1
          const label = n
          return (
            <li key={`kept-${position}`} className="event-form__row">
              <img src={mediaUrl(photo.thumb_url) ?? ''} alt={photo.alt} width={80} height={80} />
              <button
                type="button"
                className="button"
                onClick={() => onKeptChange(kept.filter((p) => p !== position))}
              >
                {m.eventUpload.photoRemove(label)}
              </button>
            </li>
          )
        })}
        {photos.map((photo, index) => {
          n += 1
          const label = n
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a new photo has no id yet
            <li key={`new-${index}`} className="event-form__row">
              <span className="event-form__file">{photo.file.name}</span>
              <input
                className="input"
                aria-label={m.eventUpload.photoAlt(label)}
                value={photo.alt}
                onChange={(e) =>
                  onPhotosChange(
                    photos.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)),
                  )
                }
              />
              <button
                type="button"
                className="button"
                onClick={() => onPhotosChange(photos.filter((_, i) => i !== index))}
              >
                {m.eventUpload.photoRemove(label)}
              </button>
            </li>
          )
        })}
      </ul>
      <label className="field__label" htmlFor="event-photos">
        {m.eventUpload.photoAdd}
      </label>
      <input
        id="event-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
        multiple
        onChange={(e) => {
          const files = [...(e.target.files ?? [])]
          onPhotosChange([...photos, ...files.map((file) => ({ file, alt: '' }))])
          e.target.value = ''
        }}
      />
    </fieldset>
  )
}
