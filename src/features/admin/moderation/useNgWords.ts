import { type FormEvent, useEffect, useState } from 'react'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import type { NgWord } from '../../../shared/api/moderation'
import { addNgWord, deleteNgWord, fetchNgWords } from './api'
import m from './i18n/current'

/** The NG word list as loaded, the word being typed, and adding and deleting with their answers. */
export function useNgWords() {
  const [words, setWords] = useState<NgWord[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [typed, setTyped] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const { busy, error, fail, run } = useSubmit(m.ng.failed)

  useEffect(() => {
    let live = true
    fetchNgWords().then(
      (answer) => live && setWords(answer.items),
      () => live && setLoadFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  const add = (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const word = typed.trim()
    if (!word) return fail(m.ng.word)
    const problem = textError(word, m.ng.word)
    if (problem) return fail(problem)
    void run(async () => {
      const added = await addNgWord(word)
      setWords((now) => [added, ...(now ?? [])])
      setTyped('')
      setDone(m.ng.added(added.word))
    })
  }

  const remove = (word: NgWord) => {
    setDone(null)
    void run(async () => {
      await deleteNgWord(word.id)
      setWords((now) => (now ?? []).filter((item) => item.id !== word.id))
      setDone(m.ng.removed(word.word))
    })
  }

  return { words, loadFailed, typed, setTyped, done, busy, error, add, remove }
}
