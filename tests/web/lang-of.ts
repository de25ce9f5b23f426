import { screen } from '@testing-library/react'

/** The language the page marks `text` as written in (its nearest `lang`), as a screen reader reads it. */
export const langOf = (text: string) =>
  screen.getByText(text).closest('[lang]')?.getAttribute('lang')
