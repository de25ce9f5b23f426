// Fixtures imported with Vite's `?inline` suffix arrive as data: URLs (see posts-helpers bytesOf).
declare module '*?inline' {
  const dataUrl: string
  export default dataUrl
}
