// Counted text ("1 like", "2 likes") by CLDR's plural rules, for every language's catalogue.
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

// Whole counts are written without Intl: the first Intl.PluralRules or NumberFormat a page builds
// loads ICU's data for the locale, ~15 ms of a phone's main thread at start (a map's cluster titles:
// 55 ms at 4× slowdown). For whole numbers the rule is simple in every site language: only
// English has a second form, `one`, for ±1; all of them group by thousands with a comma.
// tests/web/plurals.test.ts holds both to ICU's output. Fractions still ask ICU.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

function wholeCategory(locale: PluralLocale, count: number): Intl.LDMLPluralRule {
  return locale === 'en' && Math.abs(count) === 1 ? 'one' : 'other'
}

/**
 * A message of a count: `plural('en', { one: (n) => `${n} like`, other: (n) => `${n} likes` })`.
 * The Intl objects are made on the first fraction only (see above).
 */
export function plural<L extends PluralLocale>(
  locale: L,
  forms: PluralForms<L>,
): (count: number) => string {
  let rules: Intl.PluralRules | undefined
  let numbers: Intl.NumberFormat | undefined
  const byCategory = forms as Partial<Record<Intl.LDMLPluralRule, (count: string) => string>>
  return (count) => {
    let category: Intl.LDMLPluralRule
    let written: string
    if (Number.isSafeInteger(count)) {
      category = wholeCategory(locale, count)
      written = String(count).replace(THOUSANDS, ',')
    } else {
      rules ??= new Intl.PluralRules(locale)
      numbers ??= new Intl.NumberFormat(locale)
      category = rules.select(count)
      written = numbers.format(count)
    }
    const form = byCategory[category] ?? byCategory.other
    return form ? form(written) : written
  }
}
