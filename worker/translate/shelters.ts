import type { Shelter } from '../../src/shared/api/hazard'
import type { InternationalLang } from '../../src/shared/sites'
import { withTranslatedFields } from './apply'

// The hazard map's shelters in the reader's language: name and address through the same stored
// translations and provider as places (a shelter is a venues row of kind 'shelter'). The
// Japanese travels beside them in `original`: a visitor in an emergency shows it to a local or a
// taxi driver, who reads the Japanese. Whatever has no translation stays the Japanese.

export async function translateShelters(
  env: Env,
  lang: InternationalLang,
  shelters: Shelter[],
): Promise<Shelter[]> {
  if (shelters.length === 0) return shelters
  return withTranslatedFields(env, lang, 'place', ['name', 'address'], shelters)
}
