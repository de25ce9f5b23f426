// Type-checking and tests see the Japanese source; each language build replaces this module
// with its own catalog (vite.config.ts, plugin `jimoto-language-build`).
export { default } from './ja'
