import { type DragEvent, type RefObject, useRef, useState } from 'react'
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CameraIcon,
  ImageIcon,
  TrashIcon,
} from '../../../components/icons'
import { MAX_ALT_LENGTH, MAX_PHOTOS } from '../../../shared/api/posts'
import m from '../i18n/current'
import { ACCEPT_ATTRIBUTE, type PhotoItem, type usePhotos } from './usePhotos'

function Preview({ photo }: { photo: PhotoItem }) {
  const [failed, setFailed] = useState(false)
  if (!photo.previewUrl || failed) {
    return (
      <span className="photo-item__fallback">
        <ImageIcon size={28} />
        <span>{m.upload.photos.noPreview}</span>
      </span>
    )
  }
  return <img src={photo.previewUrl} alt="" onError={() => setFailed(true)} />
}

type PhotosState = ReturnType<typeof usePhotos>

/** Move earlier, move later, remove: each says what it did to a screen reader. */
function PhotoTools({
  photo,
  index,
  count,
  state,
  onAnnounce,
  onRemoved,
}: {
  photo: PhotoItem
  index: number
  count: number
  state: PhotosState
  onAnnounce: (text: string) => void
  onRemoved: () => void
}) {
  return (
    <div className="photo-item__tools">
      <button
        type="button"
        className="icon-button"
        aria-label={m.upload.photos.moveEarlier(index + 1)}
        aria-disabled={index === 0}
        onClick={() => {
          if (index === 0) return
          state.move(photo.id, -1)
          onAnnounce(m.upload.photos.moved(index))
        }}
      >
        <ArrowLeftIcon size={20} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={m.upload.photos.moveLater(index + 1)}
        aria-disabled={index === count - 1}
        onClick={() => {
          if (index === count - 1) return
          state.move(photo.id, 1)
          onAnnounce(m.upload.photos.moved(index + 2))
        }}
      >
        <ArrowRightIcon size={20} />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={m.upload.photos.remove(index + 1)}
        onClick={() => {
          state.remove(photo.id)
          onAnnounce(m.upload.photos.removed)
          onRemoved()
        }}
      >
        <TrashIcon size={20} />
      </button>
    </div>
  )
}

/** One chosen photo: its preview (the first is the cover), its description and its tools. */
function PhotoRow({
  photo,
  index,
  altError,
  ...tools
}: {
  photo: PhotoItem
  index: number
  altError?: string
  count: number
  state: PhotosState
  onAnnounce: (text: string) => void
  onRemoved: () => void
}) {
  const altId = `photo-alt-${photo.id}`
  return (
    <li className="photo-item">
      <div className="photo-item__preview">
        <Preview photo={photo} />
        {index === 0 ? <span className="photo-item__cover">{m.upload.photos.cover}</span> : null}
      </div>
      <div className="photo-item__body">
        <label className="field__label" htmlFor={altId}>
          {m.upload.photos.alt(index + 1)}
        </label>
        <input
          id={altId}
          className="input"
          value={photo.alt}
          placeholder={m.upload.photos.altPlaceholder}
          maxLength={MAX_ALT_LENGTH + 50}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${altId}-error` : undefined}
          onChange={(event) => tools.state.setAlt(photo.id, event.target.value)}
        />
        {altError ? (
          <p id={`${altId}-error`} className="field__error">
            {altError}
          </p>
        ) : null}
        <PhotoTools photo={photo} index={index} {...tools} />
      </div>
    </li>
  )
}

/** 「写真を選ぶ」 (which opens the hidden file input) and how many photos there are of the ten. */
function ChooseBar({
  chooserRef,
  count,
  full,
  disabled,
  onAdd,
}: {
  chooserRef: RefObject<HTMLButtonElement | null>
  count: number
  full: boolean
  disabled: boolean
  onAdd: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="photo-picker__bar">
      <button
        ref={chooserRef}
        id="photos-choose"
        type="button"
        className="button button--secondary"
        onClick={() => {
          if (!disabled) input.current?.click()
        }}
        aria-disabled={disabled}
        disabled={full}
      >
        <CameraIcon size={20} />
        {m.upload.photos.choose}
      </button>
      <span className="photo-picker__count" id="photos-count">
        {m.upload.photos.count(count, MAX_PHOTOS)}
      </span>
      <input
        ref={input}
        id="photos"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-label={m.upload.photos.choose}
        onChange={(event) => {
          if (event.target.files) onAdd(Array.from(event.target.files))
          // The same file can be chosen again after removing it.
          event.target.value = ''
        }}
      />
    </div>
  )
}

interface PhotoPickerProps {
  state: PhotosState
  error?: string
  altErrors?: Record<number, string>
  disabled: boolean
  /** Photos the post keeps (when editing), counted with the new ones. */
  kept?: number
}

/** Choose photos (button or drop), see them, put them in order, describe them, remove them. */
export function PhotoPicker({ state, error, altErrors, disabled, kept = 0 }: PhotoPickerProps) {
  const chooser = useRef<HTMLButtonElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const { photos, problems } = state
  const full = kept + photos.length >= MAX_PHOTOS

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    if (!disabled) state.add(event.dataTransfer.files)
  }

  return (
    <fieldset
      className="form-section photo-picker"
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      aria-describedby="photos-hint"
    >
      <legend className="form-section__legend">
        {m.upload.photos.legend}
        <span className="field__optional">{m.upload.optional}</span>
      </legend>
      <p id="photos-hint" className="field__hint">
        {m.upload.photos.hint(MAX_PHOTOS)}
      </p>
      <ChooseBar
        chooserRef={chooser}
        count={kept + photos.length}
        full={full}
        disabled={disabled}
        onAdd={state.add}
      />
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <p key={problem} className="field__error" role="alert">
          {problem}
        </p>
      ))}
      {photos.length > 0 ? (
        <ol className="photo-list">
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              index={index}
              altError={altErrors?.[index]}
              count={photos.length}
              state={state}
              onAnnounce={setAnnouncement}
              onRemoved={() => chooser.current?.focus()}
            />
          ))}
        </ol>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  )
}
