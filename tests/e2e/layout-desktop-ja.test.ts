import { walkEveryRoute } from './layout-walk'

// Every route at 1280 px in Japanese: the checks are in layout-walk.ts.
walkEveryRoute('desktop-ja', 'in-app')
