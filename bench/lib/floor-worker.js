// The floor of bench/api: a Worker with none of the app's code (no Hono, no middleware, no
// JSON shaping) that makes one trivial D1 read per request through the same production D1 client
// and the same D1 service. It runs as a second service in the Worker's workerd process, idle
// while the app is measured. Whatever latency it shows under the benchmark's load is the runtime's
// and the machine's: no D1-backed endpoint of the app can expect to do better under that load.
export default {
  async fetch(_request, env) {
    const row = await env.DB.prepare('SELECT 1 AS one').first()
    return Response.json({ ok: row?.one === 1 })
  },
}
