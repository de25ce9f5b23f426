/** The URLs Lighthouse measures: on the Japanese host, the English host, and signed in. */
export function lighthousePages(postId: number): { ja: string[]; en: string[]; signedIn: string[] }
