// The native shell (Capacitor) loads the same SPA. Its user agent carries NATIVE_UA_SUFFIX so that
// the edge (worker) and the client (platform module) agree on which routes exist in the app.
import { NATIVE_UA_SUFFIX } from './src/shared/sites'

const config = {
  appId: 'jp.jimoto.app',
  appName: 'jimoto',
  webDir: 'dist/client',
  appendUserAgent: NATIVE_UA_SUFFIX,
  server: { androidScheme: 'https' },
}

export default config
