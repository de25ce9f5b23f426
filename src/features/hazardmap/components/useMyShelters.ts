import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { toApiError } from '../../../lib/api'
import { isAuthenticatedAtom } from '../../../state/session'
import { fetchMyShelters, saveMyShelter } from '../api'
import { MY_SHELTERS_KEY, readIdList, writeIdList } from '../offline'

/** A copy of the account's list, for offline visits (the account is the truth when online). */
const ACCOUNT_COPY_KEY = 'my_shelters_account'

/**
 * Moves the shelters saved in this browser before signing in onto the account, oldest first, so
 * they stay first. A save the server refuses for good (no such shelter, the list full) is dropped;
 * one that failed on the way (offline, a limit) stays in the browser for the next visit.
 */
async function moveBrowserListToAccount(): Promise<void> {
  const waiting = readIdList(MY_SHELTERS_KEY)
  const left: number[] = []
  for (const [index, id] of waiting.entries()) {
    try {
      await saveMyShelter(id, true)
    } catch (err) {
      const { status } = toApiError(err)
      if (status !== 404 && status !== 409) {
        left.push(...waiting.slice(index))
        break
      }
    }
  }
  writeIdList(MY_SHELTERS_KEY, left)
}

/** One move at a time (a remount while one runs joins it instead of saving everything twice). */
let moving: Promise<void> | null = null
const moveOnce = () => {
  moving ??= moveBrowserListToAccount().finally(() => {
    moving = null
  })
  return moving
}

/**
 * 「マイ避難所」: in the browser for visitors, on the account when signed in (its last answer is
 * kept in the browser too, so the list still shows offline).
 */
export function useMyShelters() {
  const signedIn = useAtomValue(isAuthenticatedAtom)
  const [ids, setIds] = useState<number[]>(() => readIdList(MY_SHELTERS_KEY))
  /** Why the last save failed: the account's limit of changes, or anything else. */
  const [failed, setFailed] = useState<'too_many' | 'error' | null>(null)

  useEffect(() => {
    if (!signedIn) {
      setIds(readIdList(MY_SHELTERS_KEY))
      return
    }
    setIds([...new Set([...readIdList(ACCOUNT_COPY_KEY), ...readIdList(MY_SHELTERS_KEY)])])
    let live = true
    moveOnce()
      .then(fetchMyShelters)
      .then(
        (answer) => {
          if (!live) return
          writeIdList(ACCOUNT_COPY_KEY, answer.ids)
          setIds(answer.ids)
        },
        () => {
          // Offline or failing: the copy already shown stays.
        },
      )
    return () => {
      live = false
    }
  }, [signedIn])

  const toggle = useCallback(
    (id: number) => {
      const on = !ids.includes(id)
      setFailed(null)
      if (!signedIn) {
        const next = on ? [...ids, id] : ids.filter((value) => value !== id)
        writeIdList(MY_SHELTERS_KEY, next)
        setIds(next)
        return
      }
      saveMyShelter(id, on).then(
        (answer) => {
          writeIdList(ACCOUNT_COPY_KEY, answer.ids)
          setIds(answer.ids)
        },
        (err: unknown) => setFailed(toApiError(err).status === 429 ? 'too_many' : 'error'),
      )
    },
    [ids, signedIn],
  )
  return { ids, toggle, failed }
}
