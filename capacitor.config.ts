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
    // Edge to edge on every version: Android 15+ enforces it for targetSdk 35+ (this app targets
    // 36, android/variables.gradle), where the status-bar plugin's overlaysWebView and
    // backgroundColor no longer apply, so neither is set; MainActivity enables it on older
    // Android too, and iOS draws under the status bar already. The page pads its header and menus
    // with the safe-area insets (viewport-fit=cover, src/styles/global.css); 'css' also writes
    // them as --safe-area-inset-* where an older Android WebView reports env() as 0. 'LIGHT' is
    // dark icons, for the app's light header.
    SystemBars: { insetsHandling: 'css', initialViewportFitValueHint: 'cover', style: 'LIGHT' },
    StatusBar: { style: 'LIGHT' },
  },
}

export default config
