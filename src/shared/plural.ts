// Counted text ("1 like", "2 likes") through Intl.PluralRules, for every language's catalogue.
// Each language must give exactly the forms its plural rules use for whole numbers: English needs
// `one` and `other`; Japanese, Korean and Chinese have one form (`other`). A catalogue that leaves
// a form out fails the type check, and tests/web/plurals.test.ts holds this table against
// Intl.PluralRules itself.

/** The CLDR plural categories of whole numbers, per Intl locale of our sites. */
export interface PluralCategories {
  ja: 'other'
  en: 'one' | 'other'
  ko: 'other'
  'zh-Hans': 'other'
  'zh-Hant': 'other'
}

export type PluralLocale = keyof PluralCategories

/** One text per plural form; each gets the count already formatted for the language (1,234). */
export type PluralForms<L extends PluralLocale> = Record<
  PluralCategories[L],
  (count: string) => string
>

/**
 * A message of a count: `plural('en', { one: (n) => `${n} like`, other: (n) => `${n} likes` })`.
 * The Intl objects are made on first use (a catalogue is loaded long before most counts show).
 */
export function plural<L extends PluralLocale>(
  locale: L,
  forms: PluralForms<L>,
): (count: number) => string {
  let rules: Intl.PluralRules | undefined
  let numbers: Intl.NumberFormat | undefined
  const byCategory = forms as Partial<Record<Intl.LDMLPluralRule, (count: string) => string>>
  return (count) => {
    rules ??= new Intl.PluralRules(locale)
    numbers ??= new Intl.NumberFormat(locale)
    const form = byCategory[rules.select(count)] ?? byCategory.other
    return form ? form(numbers.format(count)) : numbers.format(count)
  }
}
