import type { LegalMessages, LegalSection } from './ja'

export default {
  lastUpdated: 'Last updated: November 29, 2026',
  translationNote:
    'This English translation is provided for your convenience. If it differs from the Japanese original, the Japanese original prevails.',
  operatorFallback: 'the operator of jimoto',
  terms: {
    title: 'Terms of Service',
    intro: (operator: string) =>
      `These Terms of Service (the "Terms") set out the conditions for using jimoto, the community app provided by ${operator} (the "Operator"), including its websites and smartphone apps (the "Service"). Please read them before using the Service.`,
    sections: [
      {
        heading: 'Article 1 (Scope)',
        paragraphs: [
          'These Terms apply between the Operator and everyone who uses the Service ("Users"). By using the Service, Users agree to these Terms.',
        ],
      },
      {
        heading: 'Article 2 (Accounts)',
        paragraphs: [
          'Users create an account with accurate information and are responsible for keeping their email address and password safe. Accounts may not be used by or transferred to anyone else.',
        ],
      },
      {
        heading: 'Article 3 (Posted content)',
        paragraphs: [
          'Copyright in the text, photos and other material that Users post ("Posted Content") remains with the User who posted it.',
          'Users grant the Operator a free licence to display, reproduce, translate and show thumbnails of Posted Content to the extent needed to provide and promote the Service.',
          'Users warrant that they hold the necessary rights to their Posted Content and have the consent of any people who appear in it.',
        ],
      },
      {
        heading: 'Article 4 (Prohibited conduct)',
        paragraphs: ['When using the Service, Users must not:'],
        items: [
          'break the law or act against public order and morals;',
          'infringe copyright, portrait rights, privacy or any other right of others;',
          'post defamation, discrimination, harassment, obscene or violent content;',
          'publish other people’s personal information without their consent;',
          'publish false event or coupon information;',
          'advertise, solicit or spam without the Operator’s permission;',
          'access the Service without authorization, overload it or otherwise disrupt its operation;',
          'provide benefits to or otherwise cooperate with anti-social forces.',
        ],
      },
      {
        heading: 'Article 5 (Coupons and events)',
        paragraphs: [
          'The content and conditions of coupons and events are set by, and are the responsibility of, the business or organizer that published them. Any dispute between a User and a business or organizer is to be resolved between them.',
        ],
      },
      {
        heading: 'Article 6 (Stamp rallies)',
        paragraphs: [
          'Stamp rally rewards, their number and how to claim them follow the rules of each rally. Stamps obtained by improper means are void, and the reward may be refused.',
        ],
      },
      {
        heading: 'Article 7 (Paid services)',
        paragraphs: [
          'Prices, payment methods and delivery of paid services such as advertising follow the order page and the legal notice under the Specified Commercial Transactions Act.',
        ],
      },
      {
        heading: 'Article 8 (Removal and suspension)',
        paragraphs: [
          'If the Operator finds that a User has violated, or may violate, these Terms, it may hide or delete Posted Content or suspend the account without prior notice.',
        ],
      },
      {
        heading: 'Article 9 (Changes, interruption and termination)',
        paragraphs: [
          'The Operator may change, interrupt or end all or part of the Service for maintenance, failures, natural disasters or other unavoidable reasons.',
        ],
      },
      {
        heading: 'Article 10 (Disclaimer)',
        paragraphs: [
          'The Operator does not guarantee the accuracy or completeness of Posted Content or of machine translations. For disaster information, always check the latest announcements of the national and local authorities.',
          'Except in cases of intent or gross negligence on its part, the Operator is not liable for damage that Users suffer through using the Service.',
        ],
      },
      {
        heading: 'Article 11 (Changes to these Terms)',
        paragraphs: [
          'The Operator may change these Terms when necessary. The changed Terms take effect when they are posted on the Service.',
        ],
      },
      {
        heading: 'Article 12 (Governing law and jurisdiction)',
        paragraphs: [
          'These Terms are governed by the laws of Japan. The district court with jurisdiction over the Operator’s location has exclusive jurisdiction in the first instance over any dispute concerning the Service.',
        ],
      },
    ] as LegalSection[],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: (operator: string) =>
      `${operator} (the "Operator") handles the personal information of users of the community app jimoto (the "Service") as follows, in accordance with Japan’s Act on the Protection of Personal Information and other laws.`,
    sections: [
      {
        heading: '1. Information we collect',
        paragraphs: ['The Operator collects the following information:'],
        items: [
          'Account information: email address, display name, profile picture, bio and other details you enter when you sign up or edit your profile',
          'Post information: text, photos and the location you attach to a post',
          'Device information: push notification token, device ID, type and version of your OS, app and browser, and language setting',
          'Usage information: access times, pages viewed and campaign codes (how you arrived, for example from an ad)',
          'Payment information: the result of a payment as reported by our payment provider (the Operator never stores card numbers)',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: ['We use this information to:'],
        items: [
          'provide the Service, verify your identity and keep you logged in;',
          'display and translate posts and show them on the map;',
          'send announcements and coupon information by push notification;',
          'answer enquiries and send you important notices;',
          'prevent abuse and deal with violations of the Terms of Service;',
          'measure the effect of ads and campaigns and compile statistics to improve the Service.',
        ],
      },
      {
        heading: '3. Sharing with third parties',
        paragraphs: [
          'We do not share personal information with third parties without your consent, except where required by law.',
        ],
      },
      {
        heading: '4. Service providers',
        paragraphs: [
          'To the extent needed for the purposes above, we entrust the handling of personal information to the following providers, some of them outside Japan, and require them to keep it secure. The page "Data sent to outside services" details what each service receives.',
        ],
        generated: 'processors',
      },
      {
        heading: '5. Location information',
        paragraphs: [
          'Location is used only when you attach a place to a post or choose to show your current position on the map.',
        ],
      },
      {
        heading: '6. Storage on your device',
        paragraphs: [
          'The Service uses your device’s storage to keep you logged in (token), to register for push notifications (fcm_token, device_id) and to remember a campaign code (campaignCode, erased when you close the browser).',
        ],
      },
      {
        heading: '7. Security',
        paragraphs: [
          'All communication is encrypted and passwords are stored only as irreversible hashes, among other measures to prevent leaks, loss or damage of personal information.',
        ],
      },
      {
        heading: '8. Access, correction and deletion',
        paragraphs: [
          'If you ask us to disclose, correct, stop using or delete your personal information, we will confirm your identity and respond without delay as the law requires. Please contact us at the address below.',
        ],
      },
      {
        heading: '9. Changes',
        paragraphs: [
          'We may revise this policy when laws or the Service change. We will announce important changes on the Service.',
        ],
      },
    ] as LegalSection[],
  },
  outside: {
    title: 'Data sent to outside services',
    intro:
      'The Service (website and smartphone app) sends information about users to the following outside services (published under Article 27-12 of the Telecommunications Business Act). For each, we list what is sent, why, the company that receives it and the country where it is kept.',
    labels: {
      company: 'Recipient (company)',
      data: 'Information sent',
      purpose: 'Purpose',
      country: 'Country where it is kept',
      sender: 'Sent by',
      when: 'Sent when',
    },
    senders: {
      browser: 'your browser or the app screen',
      app: 'the smartphone app',
      server: "the Service's servers",
    },
    countries: {
      JP: 'Japan',
      US: 'United States',
      global: 'data centres worldwide',
    },
    data: {
      ip: 'IP address',
      deviceInfo: 'device, OS and browser type, language setting',
      pageAddress: 'address of the page viewed',
      email: 'email address',
      name: 'display name',
      profilePhoto: 'profile picture',
      userContent: 'text and photos of posts',
      location: 'place attached to a post',
      mapArea: 'area of the map on screen',
      pushToken: 'push notification token',
      userId: 'account ID',
      advertisingId: 'advertising identifier (IDFA / advertising ID, only if you allow it)',
      adInteractions: 'record of ads shown and tapped',
      purchases: 'ad orders and payment results',
      paymentCard: 'card details (received by the payment provider only)',
    },
    separator: ', ',
    noData: 'Nothing about users is sent (the Service only receives information).',
    purposes: {
      cloudflare: "hosting the Service's servers, database and photos, and delivering them",
      'workers-ai': 'machine translation of posts on the international sites',
      'translation-api': 'machine translation of posts on the international sites',
      'firebase-auth': 'sign-in (with Google, Apple and LINE)',
      'google-sign-in': 'signing in with a Google account and showing its profile picture',
      'apple-sign-in': 'signing in with an Apple account',
      'line-login': 'signing in with a LINE account and showing its profile picture',
      fcm: 'delivering push notifications',
      stripe: 'card payment of advertising fees',
      mail: 'sending confirmation and notice emails',
      admob: 'showing ads in the app and asking for consent to show them',
      'gsi-tiles': 'showing the map',
      'gsi-hazard': 'showing the hazard map',
      jma: 'receiving weather warnings and earthquake and tsunami information',
    },
    serviceNames: {
      'translation-api': 'Machine translation API',
      mail: 'Email delivery API',
      'gsi-tiles': 'GSI Tiles (地理院タイル)',
      'gsi-hazard': 'Hazard Map Portal Site (ハザードマップポータルサイト)',
      jma: 'JMA disaster information XML (気象庁防災情報XML)',
    },
    operatorChosen: 'a provider under contract with the operator',
    onlyWhen: {
      native: 'smartphone app only',
      config: 'when the operator has turned this feature on',
    },
  },
  processors: {
    item: (service: string, company: string, country: string, purpose: string) =>
      `${service}: ${purpose} (${company}; kept in: ${country})`,
    foreign:
      'Where a provider is outside Japan, the personal information protection system of its country is as follows. United States: there is no comprehensive federal privacy law; sector-specific federal laws and state laws (such as the California Consumer Privacy Act) apply. Worldwide data centres: the provider protects the data under the rules of the countries concerned and its own safeguards (such as standard contractual clauses). Each provider maintains a system that meets the standards set by the Personal Information Protection Commission of Japan.',
  },
  contact: {
    title: 'Operator and contact',
    phone: 'Phone: ',
    email: 'Email: ',
  },
  tokushoho: {
    title: 'Legal notice under the Specified Commercial Transactions Act',
    intro: 'This notice concerns the paid services (advertising plans) sold on the Service.',
    labels: {
      seller: 'Seller',
      representative: 'Person responsible',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      price: 'Price',
      extraCosts: 'Other charges',
      payment: 'Payment method',
      paymentTiming: 'Payment timing',
      delivery: 'Delivery of the service',
      returns: 'Returns and cancellation',
      environment: 'Supported environments',
    },
    values: {
      price:
        'The amount shown on the order page of each advertising plan (consumption tax included)',
      extraCosts: 'Internet connection and data charges are borne by the customer.',
      payment: 'Credit card (Stripe)',
      paymentTiming: 'Payment is taken when the order is completed.',
      delivery:
        'After payment and a review of the ad, it runs from the start date chosen when ordering. The review usually takes up to 3 business days.',
      returns:
        'Because of the nature of the service, we cannot refund or cancel once an ad has started running. Before it starts, contact us by email for a full refund. If we are unable to run an ad for reasons on our side, we refund the period it could not run.',
      environment:
        'The latest Google Chrome, Safari, Microsoft Edge or Firefox. On smartphones, iOS 16 or later and Android 10 or later are recommended.',
    },
    undisclosed: 'Disclosed without delay upon request.',
  },
} satisfies LegalMessages
