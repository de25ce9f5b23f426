// The stores' privacy forms and the iOS privacy manifest, derived from the table of outside
// services (src/shared/outside-services.ts): App Store Connect's privacy labels and Google Play's
// Data safety form (the generated section of docs/operations.md, `npm run store-privacy` prints
// it) and ios/App/App/PrivacyInfo.xcprivacy (npm run native:sync writes it).
// tests/node/store-privacy.test.ts holds the committed doc and manifest equal to what this writes.
import { OUTSIDE_SERVICES } from '../../src/shared/outside-services.ts'

/**
 * Each kind of data as Apple and Google name it. null: not "collected" in the stores' sense
 * (used only to answer the request at once, e.g. an IP address or the map area of a tile).
 * `tracking`: used for advertising across other companies' apps (only with the person's consent:
 * AdMob asks through App Tracking Transparency and Google's consent form).
 */
export const STORE_DATA = {
  ip: null,
  deviceInfo: null,
  mapArea: null,
  pageAddress: {
    apple: 'ProductInteraction',
    appleLabel: 'Product Interaction',
    google: 'App activity: App interactions',
    linked: true,
    purpose: 'analytics',
  },
  email: {
    apple: 'EmailAddress',
    appleLabel: 'Email Address',
    google: 'Personal info: Email address',
    linked: true,
    purpose: 'app',
  },
  name: {
    apple: 'Name',
    appleLabel: 'Name',
    google: 'Personal info: Name',
    linked: true,
    purpose: 'app',
  },
  profilePhoto: {
    apple: 'PhotosorVideos',
    appleLabel: 'Photos or Videos',
    google: 'Photos and videos: Photos',
    linked: true,
    purpose: 'app',
  },
  userContent: {
    apple: 'OtherUserContent',
    appleLabel: 'Other User Content',
    google: 'App activity: Other user-generated content',
    linked: true,
    purpose: 'app',
  },
  location: {
    apple: 'PreciseLocation',
    appleLabel: 'Precise Location',
    google: 'Location: Precise location',
    linked: true,
    purpose: 'app',
  },
  pushToken: {
    apple: 'DeviceID',
    appleLabel: 'Device ID',
    google: 'Device or other IDs',
    linked: true,
    purpose: 'app',
  },
  userId: {
    apple: 'UserID',
    appleLabel: 'User ID',
    google: 'Personal info: User IDs',
    linked: true,
    purpose: 'app',
  },
  advertisingId: {
    apple: 'DeviceID',
    appleLabel: 'Device ID',
    google: 'Device or other IDs',
    linked: false,
    purpose: 'ads',
    tracking: true,
  },
  adInteractions: {
    apple: 'AdvertisingData',
    appleLabel: 'Advertising Data',
    google: 'App activity: App interactions',
    linked: false,
    purpose: 'ads',
    tracking: true,
  },
  purchases: {
    apple: 'PurchaseHistory',
    appleLabel: 'Purchase History',
    google: 'Financial info: Purchase history',
    linked: true,
    purpose: 'app',
  },
  paymentCard: {
    apple: 'PaymentInfo',
    appleLabel: 'Payment Info',
    google: 'Financial info: User payment info',
    linked: true,
    purpose: 'app',
  },
}

const APPLE_PURPOSE = {
  app: ['AppFunctionality'],
  analytics: ['Analytics', 'AppFunctionality'],
  ads: ['ThirdPartyAdvertising'],
}
const APPLE_PURPOSE_LABEL = {
  AppFunctionality: 'App Functionality',
  Analytics: 'Analytics',
  ThirdPartyAdvertising: 'Third-Party Advertising',
}
const GOOGLE_PURPOSE = {
  app: 'App functionality, Account management',
  analytics: 'Analytics',
  ads: 'Advertising or marketing',
}

/** SDKs that ship their own privacy manifest: the app's manifest leaves their data to it. */
const OWN_MANIFEST = new Set(['admob'])

/** The data the app sends (rows the app itself or its WebView sends), each with its services. */
export function appData() {
  const found = new Map()
  for (const service of OUTSIDE_SERVICES) {
    if (!service.senders.includes('app')) continue
    for (const kind of service.data) {
      const store = STORE_DATA[kind]
      if (!store) continue
      const entry = found.get(kind) ?? { kind, ...store, services: [] }
      entry.services.push(service.id)
      found.set(kind, entry)
    }
  }
  return [...found.values()]
}

/** Apple's data types, merged (two kinds can be one type, e.g. Device ID). */
function appleTypes({ ownOnly }) {
  const types = new Map()
  for (const entry of appData()) {
    const services = ownOnly ? entry.services.filter((id) => !OWN_MANIFEST.has(id)) : entry.services
    if (services.length === 0) continue
    const type = types.get(entry.apple) ?? {
      apple: entry.apple,
      label: entry.appleLabel,
      linked: false,
      tracking: false,
      purposes: new Set(),
      services: new Set(),
    }
    type.linked ||= entry.linked
    type.tracking ||= Boolean(entry.tracking)
    for (const purpose of APPLE_PURPOSE[entry.purpose]) type.purposes.add(purpose)
    for (const id of services) type.services.add(id)
    types.set(entry.apple, type)
  }
  return [...types.values()]
}

/**
 * Required-reason API categories (Apple: "Describing use of required reason API") found in the
 * app's own Swift and the plugins without a manifest of their own, with the reason that fits how
 * they are used. Empty today: tests/node/store-privacy.test.ts scans the sources and fails when
 * one appears without an entry here.
 */
export const REQUIRED_REASON_APIS = []

const plistBool = (value) => (value ? '<true/>' : '<false/>')

/** ios/App/App/PrivacyInfo.xcprivacy. */
export function privacyManifest() {
  const collected = appleTypes({ ownOnly: true })
    .map((type) =>
      [
        '\t\t<dict>',
        '\t\t\t<key>NSPrivacyCollectedDataType</key>',
        `\t\t\t<string>NSPrivacyCollectedDataType${type.apple}</string>`,
        '\t\t\t<key>NSPrivacyCollectedDataTypeLinked</key>',
        `\t\t\t${plistBool(type.linked)}`,
        '\t\t\t<key>NSPrivacyCollectedDataTypeTracking</key>',
        `\t\t\t${plistBool(type.tracking)}`,
        '\t\t\t<key>NSPrivacyCollectedDataTypePurposes</key>',
        '\t\t\t<array>',
        ...[...type.purposes].map(
          (p) => `\t\t\t\t<string>NSPrivacyCollectedDataTypePurpose${p}</string>`,
        ),
        '\t\t\t</array>',
        '\t\t</dict>',
      ].join('\n'),
    )
    .join('\n')
  const apis = REQUIRED_REASON_APIS.map((api) =>
    [
      '\t\t<dict>',
      '\t\t\t<key>NSPrivacyAccessedAPIType</key>',
      `\t\t\t<string>NSPrivacyAccessedAPICategory${api.category}</string>`,
      '\t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>',
      '\t\t\t<array>',
      ...api.reasons.map((reason) => `\t\t\t\t<string>${reason}</string>`),
      '\t\t\t</array>',
      '\t\t</dict>',
    ].join('\n'),
  ).join('\n')
  const array = (body) => (body ? `<array>\n${body}\n\t</array>` : '<array/>')
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<!-- Written by npm run native:sync from src/shared/outside-services.ts (scripts/lib/store-privacy.mjs): edit the table, not this file. -->
<plist version="1.0">
<dict>
\t<key>NSPrivacyTracking</key>
\t<false/>
\t<key>NSPrivacyTrackingDomains</key>
\t<array/>
\t<key>NSPrivacyCollectedDataTypes</key>
\t${array(collected)}
\t<key>NSPrivacyAccessedAPITypes</key>
\t${array(apis)}
</dict>
</plist>
`
}

export const STORE_SECTION_BEGIN = '<!-- store-privacy: written by npm run store-privacy -->'
export const STORE_SECTION_END = '<!-- /store-privacy -->'

/** The store forms' answers, as the generated section of docs/operations.md. */
export function storeFormsMarkdown() {
  const apple = appleTypes({ ownOnly: false })
  const appleRows = apple.map(
    (t) =>
      `| ${t.label} | ${[...t.purposes].map((p) => APPLE_PURPOSE_LABEL[p]).join(', ')} | ${t.linked ? 'yes' : 'no'} | ${t.tracking ? 'yes' : 'no'} | ${[...t.services].join(', ')} |`,
  )
  const google = new Map()
  for (const entry of appData()) {
    const row = google.get(entry.google) ?? {
      type: entry.google,
      purposes: new Set(),
      shared: false,
      services: new Set(),
    }
    row.purposes.add(GOOGLE_PURPOSE[entry.purpose])
    // Shared: sent to another company for its own use (ads); processors acting for us are not sharing.
    row.shared ||= entry.purpose === 'ads'
    for (const id of entry.services) row.services.add(id)
    google.set(entry.google, row)
  }
  const googleRows = [...google.values()].map(
    (r) =>
      `| ${r.type} | yes | ${r.shared ? 'yes' : 'no'} | ${[...r.purposes].join(', ')} | ${[...r.services].join(', ')} |`,
  )
  return [
    STORE_SECTION_BEGIN,
    '',
    '**App Store Connect → App Privacy** (data collected: yes; "Data Used to Track You" = the rows with tracking yes):',
    '',
    '| data type | purposes | linked to the user | tracking | services (table id) |',
    '| --- | --- | --- | --- | --- |',
    ...appleRows,
    '',
    '**Google Play Console → Data safety** (data encrypted in transit: yes; people can ask for deletion: yes):',
    '',
    '| data type | collected | shared | purposes | services (table id) |',
    '| --- | --- | --- | --- | --- |',
    ...googleRows,
    '',
    STORE_SECTION_END,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(storeFormsMarkdown())
}
