// Type-checking and tests see the Japanese style; each language build replaces this module with
// its own (vite.config.ts, plugin `jimoto-language-build`), so a site carries one language's words.
export { default } from './ja'
