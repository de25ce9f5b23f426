import type { ShellMessages } from './ja'

export default {
  loading: 'Loading…',
  errorId: (id: string) => `Error ID: ${id}`,
  whyMainSite:
    'Log in to collect stamps, save favorites and like posts on this site too. The login page is on the Japanese site; afterwards you come back to this page, signed in.',
} satisfies ShellMessages
