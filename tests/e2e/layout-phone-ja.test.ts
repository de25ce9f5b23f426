import { walkEveryRoute } from './layout-walk'

// Every route at 390 px in Japanese: the checks are in layout-walk.ts.
walkEveryRoute('phone-ja', 'load')
