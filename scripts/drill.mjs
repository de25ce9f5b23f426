// `npm run drill -- <step>`: the next telegram of a warning drill for the demo town, while
// `npm start` runs. The step is published on the JMA feed stand-in (scripts/lib/jma-stand-in.mjs)
// and the Worker's per-minute poll is run at once, so the banner and the push follow within
// seconds. Steps, in order: advisory (レベル２大雨注意報), warning (レベル３大雨警報),
// danger (レベル４大雨危険警報), lift (解除); and on their own: tsunami (津波注意報), tsunami_lift,
// quake (震度６弱).
import { readFile } from 'node:fs/promises'
import { localStandInsFile, triggerPoll } from './lib/stack.mjs'

const STEPS = ['advisory', 'warning', 'danger', 'lift', 'tsunami', 'tsunami_lift', 'quake']
const step = process.argv[2]

async function main() {
  if (!STEPS.includes(step)) {
    throw new Error(`usage: npm run drill -- ${STEPS.join('|')}`)
  }
  let local
  try {
    local = JSON.parse(await readFile(localStandInsFile, 'utf8'))
  } catch {
    throw new Error('no local stack found: start it first with `npm start`')
  }
  const published = await fetch(`${local.jmaFeedUrl}/__drill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step }),
  }).catch(() => null)
  if (!published?.ok)
    throw new Error(
      `the JMA feed stand-in at ${local.jmaFeedUrl} did not answer: is npm start running?`,
    )
  const { link } = await published.json()
  console.log(`published ${link}`)
  if (!(await triggerPoll(local.workerOrigin))) throw new Error('the Worker did not run its poll')
  const state = await (await fetch(`${local.workerOrigin}/api/alerts`)).json()
  const lines = state.alerts.map((a) => `  レベル${a.level} ${a.kind} ${a.areaName} (${a.status})`)
  console.log(lines.length ? `in force now:\n${lines.join('\n')}` : 'nothing in force now')
}

main().catch((err) => {
  console.error(`drill failed: ${err.message}`)
  process.exit(1)
})
