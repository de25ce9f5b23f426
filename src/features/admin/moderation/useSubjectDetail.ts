import { useCallback, useEffect, useRef, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { toApiError } from '../../../lib/api'
import type { SubjectDetail, SubjectKind } from '../../../shared/api/moderation'
import { fetchSubject } from './api'
import m from './i18n/current'

/** A subject's detail as the desk loads it, its load error, and the heading that takes focus. */
export function useSubjectDetail(kind: SubjectKind, id: number) {
  const [detail, setDetail] = useState<SubjectDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const load = useCallback(() => {
    fetchSubject(kind, id)
      .then((value) => {
        setDetail(value)
        setError(null)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.subject.loadFailed)))
  }, [kind, id])

  useEffect(() => load(), [load])
  // Opening a subject moves focus to it, so keyboard and screen reader users land on what opened.
  const loaded = detail !== null
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  return { detail, setDetail, error, load, heading }
}
