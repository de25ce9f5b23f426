// Types of data-translations.mjs, for the worker tests of the demo data's translations.

/** Texts by demo id, then by field (the pipeline's field names). */
type TextsById = Record<number, Record<string, string>>

export declare const demoTranslations: Record<
  'en' | 'ko' | 'zh-hans' | 'zh-hant',
  {
    posts: TextsById
    places: TextsById
    artists: TextsById
    rallies: TextsById
    rallySpots: TextsById
  }
>
