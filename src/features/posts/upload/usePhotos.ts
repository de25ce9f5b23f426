import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_PHOTOS } from '../../../shared/api/posts'
import m from '../i18n/current'

export interface PhotoItem {
  id: string
  file: File
  /** An object URL for the preview (null where the browser cannot make one). */
  previewUrl: string | null
  alt: string
}

/** The types the API accepts; HEIC often arrives without a MIME type, so names count too. */
const ACCEPTED_TYPES = /^image\/(jpeg|png|webp|heic|heif)$/
const ACCEPTED_NAMES = /\.(jpe?g|png|webp|heic|heif)$/i
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

function isAcceptedPhoto(file: File): boolean {
  return ACCEPTED_TYPES.test(file.type) || (file.type === '' && ACCEPTED_NAMES.test(file.name))
}

let nextId = 0

/**
 * The photos chosen for a post: add (with the checks that need no decoding), reorder, remove, alt
 * text. Preview URLs are released when a photo leaves or the form goes away.
 */
export function usePhotos(
  /** Photos the post keeps (when editing): they take places of the ten too. */
  keptCount = 0,
) {
  const [photos, setPhotos] = useState<PhotoItem[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const photosRef = useRef(photos)
  photosRef.current = photos
  const keptRef = useRef(keptCount)
  keptRef.current = keptCount

  useEffect(
    () => () => {
      for (const photo of photosRef.current)
        if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl)
    },
    [],
  )

  const add = useCallback((files: Iterable<File>) => {
    const found: string[] = []
    const room = MAX_PHOTOS - keptRef.current - photosRef.current.length
    const accepted: PhotoItem[] = []
    for (const file of files) {
      if (!isAcceptedPhoto(file)) {
        found.push(m.upload.errors.unsupportedPhoto(file.name))
      } else if (file.size === 0) {
        found.push(m.upload.errors.emptyPhoto(file.name))
      } else if (accepted.length >= room) {
        if (!found.includes(m.upload.errors.tooManyPhotos(MAX_PHOTOS))) {
          found.push(m.upload.errors.tooManyPhotos(MAX_PHOTOS))
        }
      } else {
        nextId += 1
        const previewUrl =
          typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
        accepted.push({ id: `photo-${nextId}`, file, previewUrl, alt: '' })
      }
    }
    setProblems(found)
    if (accepted.length > 0) setPhotos((current) => [...current, ...accepted])
  }, [])

  const remove = useCallback((id: string) => {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id)
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl)
      return current.filter((photo) => photo.id !== id)
    })
    setProblems([])
  }, [])

  const move = useCallback((id: string, delta: -1 | 1) => {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.id === id)
      const to = from + delta
      if (from < 0 || to < 0 || to >= current.length) return current
      const next = [...current]
      const [photo] = next.splice(from, 1)
      if (photo) next.splice(to, 0, photo)
      return next
    })
  }, [])

  const setAlt = useCallback((id: string, alt: string) => {
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, alt } : photo)))
  }, [])

  const clear = useCallback(() => {
    for (const photo of photosRef.current)
      if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl)
    setPhotos([])
    setProblems([])
  }, [])

  return { photos, problems, add, remove, move, setAlt, clear }
}
