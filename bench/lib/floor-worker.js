// The floor of bench/api: a Worker with none of the app's code (no Hono, no middleware, no
// JSON shaping) that makes one trivial D1 read per request through the same production D1 client
// and the same D1 service. It runs as a second service in the Worker's workerd process, idle
// while the app is measured. Whatever latency it shows under the benchmark's load is the runtime's
// and the machine's: no D1-backed endpoint of the app can expect to do better under that load.
//
// It also replays (bench/api/profile.mjs): POST /__replay keeps a list of requests, each the
// round trips to D1 one app request made (the D1 service recorded them); GET /replay/<n> sends
// request n's statements the same way (a batch where the app sent one, through a session as the
// app does) and answers the last result as JSON. The app's CPU minus the replay's is what the
// app's own code costs on top of its D1 work.
let replays = []

async function replay(env, n) {
  const request = replays[n % replays.length]
  const db = env.DB.withSession(request.write ? 'first-primary' : 'first-unconstrained')
  let last = null
  for (const trip of request.trips) {
    const statements = trip.queries.map(({ sql, params }) => db.prepare(sql).bind(...params))
    last = trip.batch ? await db.batch(statements) : await statements[0].all()
  }
  return Response.json(last)
}

export default {
  async fetch(request, env) {
    const url = request.url
    if (url.includes('/replay/')) return replay(env, Number(url.slice(url.lastIndexOf('/') + 1)))
    if (url.endsWith('/__replay')) {
      replays = await request.json()
      return Response.json({ requests: replays.length })
    }
    const row = await env.DB.prepare('SELECT 1 AS one').first()
    return Response.json({ ok: row?.one === 1 })
  },
}
