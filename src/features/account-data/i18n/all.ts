import type { Lang } from '../../../shared/sites'
import en from './en'
import ja from './ja'
import ko from './ko'
import zhHans from './zh-hans'
import zhHant from './zh-hant'

/** Every site's catalogue by language, for the edge, which writes the deletion page in any. */
const catalogues: Record<Lang, typeof ja> = { ja, en, ko, 'zh-hans': zhHans, 'zh-hant': zhHant }
export default catalogues
