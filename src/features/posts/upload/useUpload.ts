import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { prepareImage } from '../../../components/media/prepareImage'
import { formatCount } from '../../../components/post/time'
import { forgetPagedLists } from '../../../components/post/usePagedList'
import { MAX_PHOTO_BYTES, MAX_UPLOAD_BYTES, type PostInput } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { UploadError, type UploadPhoto, uploadPost } from '../api'
import m from '../i18n/current'
import type { EditTarget } from './edit'
import type { PhotoItem } from './usePhotos'
import { type FieldName, fieldOfServerError } from './validate'

export type UploadPhase = 'idle' | 'preparing' | 'uploading'

interface UploadProblem {
  message: string
  field: FieldName | null
}

const megabytes = (bytes: number) => `${formatCount(Math.round(bytes / 1024 / 1024))}MB`

function problemOf(error: unknown): UploadProblem | null {
  if (!(error instanceof UploadError)) return { message: m.upload.failed, field: null }
  const { failure } = error
  if (failure.aborted) return null
  if (failure.status === 0) return { message: m.upload.network, field: null }
  if (failure.status === 401) return { message: m.upload.sessionExpired, field: null }
  return {
    message: apiErrorText(failure, m.upload.failed),
    field: fieldOfServerError(failure.field),
  }
}

/**
 * Sending a post (or an edit of one): shrink the photos (in order), then one multipart upload with
 * progress, which can be cancelled. On success the lists are refreshed and the post's page opens.
 */
export function useUpload(onSent: () => void) {
  const [, navigate] = useLocation()
  const [phase, setPhase] = useState<UploadPhase>('idle')
  const [progress, setProgress] = useState(0)
  const [problem, setProblem] = useState<UploadProblem | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const abortRef = useRef<(() => void) | null>(null)
  const busy = phase !== 'idle'

  // Leaving mid-upload would throw the upload away: the browser asks first.
  useEffect(() => {
    if (!busy) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [busy])

  useEffect(() => () => abortRef.current?.(), [])

  const send = async (input: PostInput, photos: PhotoItem[], edit?: EditTarget) => {
    if (busy) return
    setProblem(null)
    setCancelled(false)
    setProgress(0)
    setPhase('preparing')
    try {
      const prepared: UploadPhoto[] = []
      for (const photo of photos) {
        const image = await prepareImage(photo.file)
        if (image.blob.size > MAX_PHOTO_BYTES) {
          setProblem({
            message: m.upload.errors.photoTooLarge(photo.file.name, megabytes(MAX_PHOTO_BYTES)),
            field: 'photos',
          })
          setPhase('idle')
          return
        }
        prepared.push({ blob: image.blob, name: image.name, alt: photo.alt.trim() })
      }
      // The API takes one request of at most 64 MB: say so before sending it in vain.
      const total = prepared.reduce((sum, photo) => sum + photo.blob.size, 0)
      if (total > MAX_UPLOAD_BYTES - 256 * 1024) {
        setProblem({
          message: m.upload.errors.totalTooLarge(megabytes(MAX_UPLOAD_BYTES)),
          field: 'photos',
        })
        setPhase('idle')
        return
      }
      setPhase('uploading')
      const upload = edit
        ? uploadPost({ ...input, keep_media: edit.keepMedia }, prepared, setProgress, edit.postId)
        : uploadPost(input, prepared, setProgress)
      abortRef.current = upload.abort
      const post = await upload.done
      abortRef.current = null
      forgetPagedLists()
      onSent()
      navigate(pathTo('/app/posts/:id', { id: post.id }))
    } catch (error) {
      abortRef.current = null
      const found = problemOf(error)
      if (found) setProblem(found)
      else setCancelled(true)
      setPhase('idle')
    }
  }

  return {
    phase,
    busy,
    progress,
    problem,
    cancelled,
    send,
    cancel: () => abortRef.current?.(),
  }
}
