// Fixtures imported with Vite's `?inline` suffix arrive as data: URLs (see posts-helpers bytesOf).
declare module '*?inline' {
  const dataUrl: string
  export default dataUrl
}

// Text fixtures imported with Vite's `?raw` suffix arrive as strings (JMA's sample telegrams).
declare module '*?raw' {
  const text: string
  export default text
}
