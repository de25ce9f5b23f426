// The native shell (Capacitor): it loads the Japanese build made for it (`npm run build:native`,
// dist/native), which carries its site config and calls the API on the site's host. Its user
// agent carries NATIVE_UA_SUFFIX so that, should it ever load a page from the site itself, the
// edge applies the same native-only route rule as the client.
import type { CapacitorConfig } from '@capacitor/cli'
import { NATIVE_UA_SUFFIX } from './src/shared/sites'

const config: CapacitorConfig = {
  appId: 'jp.jimoto.app',
  appName: 'jimoto',
  webDir: 'dist/native',
  appendUserAgent: NATIVE_UA_SUFFIX,
  // Page origins https://localhost (Android) and capacitor://localhost (iOS): the API's CORS
  // allows exactly these two (worker/lib/cors.ts).
  server: { androidScheme: 'https' },
  plugins: {
    // Sign-in runs natively and signs the native Firebase SDK in as well, so getIdToken() returns
    // the Firebase ID token that /auth/social-login verifies.
    FirebaseAuthentication: {
      skipNativeAuth: false,
      providers: ['google.com', 'apple.com'],
    },
    // A notification arriving while the app is open is shown by the app itself (a toast).
    FirebaseMessaging: { presentationOptions: [] },
    // The status bar keeps its own strip above the WebView, light text on the header's red.
    StatusBar: { overlaysWebView: false, style: 'DARK', backgroundColor: '#d9482b' },
  },
}

export default config
