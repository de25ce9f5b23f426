// Types of data-translations.mjs, for the worker tests of the demo data's translations.

import type { InternationalLang } from '../../src/shared/sites'

/** Texts by demo id, then by field (the pipeline's field names). */
type TextsById = Record<number, Record<string, string>>

export declare const demoTranslations: Record<
  InternationalLang,
  {
    posts: TextsById
    places: TextsById
    artists: TextsById
    rallies: TextsById
    rallySpots: TextsById
  }
>
