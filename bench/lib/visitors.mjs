// Search and other reads are rate-limited per client address (worker/lib/rate-limits.ts). A town
// has thousands of visitors, not one: benches send each request from another address so that
// they measure the work, not the limiter's 429.

let visitors = 0

/** A new client address (10.0.0.0/8) for each call. */
export function nextVisitor() {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}
