import { TrashIcon } from '../../../components/icons'
import { mediaUrl } from '../../../lib/api'
import type { MediaItem } from '../../../shared/api/posts'
import m from '../i18n/current'

interface KeptPhotosProps {
  media: MediaItem[]
  /** Positions in `media` that stay with the post, in order. */
  kept: number[]
  onRemove: (position: number) => void
  disabled: boolean
}

/** When editing: the post's photos as they are, each of which can be taken off the post. */
export function KeptPhotos({ media, kept, onRemove, disabled }: KeptPhotosProps) {
  if (kept.length === 0) return null
  return (
    <section className="form-section" aria-labelledby="kept-photos">
      <h2 id="kept-photos" className="form-section__legend">
        {m.upload.edit.keptPhotos}
      </h2>
      <ul className="photo-list">
        {kept.map((position, index) => {
          const item = media[position]
          if (!item) return null
          return (
            <li key={item.url} className="photo-item">
              <div className="photo-item__preview">
                <img src={mediaUrl(item.thumb_url) ?? ''} alt={item.alt} />
              </div>
              <button
                type="button"
                className="button button--secondary button--small photo-item__remove"
                onClick={() => onRemove(position)}
                disabled={disabled}
              >
                <TrashIcon size={16} />
                {m.upload.edit.removePhoto(index + 1)}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
