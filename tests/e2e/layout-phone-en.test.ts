import { walkEveryRoute } from './layout-walk'

// Every route at 390 px on the English site: the checks are in layout-walk.ts.
walkEveryRoute('phone-en', 'in-app')
