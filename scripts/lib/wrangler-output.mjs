// Reading what wrangler 4 answers for the commands deploy runs, in its machine-readable forms
// where it has one (node_modules/wrangler/wrangler-dist/cli.js): `d1 list --json` and `secret
// list --format json` print JSON, and `deploy` writes a `{"type":"deploy", "targets": […]}` entry
// to the structured output file named by WRANGLER_OUTPUT_FILE_PATH. `r2 bucket list` and `queues
// info` have no JSON form in wrangler 4.164: the first prints labelled blocks (`name:  …` /
// `creation_date:  …`), the second `Queue Name: …` lines or the error `Queue "…" does not exist.`

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g

const plain = (text) => text.replace(ANSI, '')

/** The JSON array in a command's output: from the first line that opens one (after any banner). */
function jsonArrayIn(text) {
  const start = plain(text).search(/^\[/m)
  if (start < 0) throw new Error(`expected JSON in wrangler's output, got: ${text.slice(0, 200)}`)
  return JSON.parse(plain(text).slice(start))
}

/** `wrangler d1 list --json`: the databases, each `{ uuid, name }`. */
export function d1Databases(stdout) {
  return jsonArrayIn(stdout).map((db) => ({ uuid: String(db.uuid), name: String(db.name) }))
}

/** `wrangler r2 bucket list`: the bucket names. */
export function r2BucketNames(stdout) {
  return plain(stdout)
    .split('\n')
    .map((line) => /^name:\s+(\S+)\s*$/.exec(line.trim())?.[1])
    .filter((name) => name !== undefined)
}

/** `wrangler queues info NAME`: true when it exists, false when wrangler says it does not. */
export function queueExists({ status, stdout, stderr }, name) {
  if (status === 0) return plain(stdout).includes(`Queue Name: ${name}`)
  if (plain(`${stdout}\n${stderr}`).includes(`Queue "${name}" does not exist`)) return false
  return null
}

/** `wrangler secret list`: the secret names, or null when the Worker does not exist yet. */
export function secretNames({ status, stdout, stderr }) {
  if (status !== 0) {
    if (/Worker ".*" not found/.test(plain(`${stdout}\n${stderr}`))) return null
    throw new Error(`wrangler secret list failed:\n${stderr || stdout}`)
  }
  return jsonArrayIn(stdout).map((secret) => String(secret.name))
}

/**
 * `wrangler deploy`'s targets (`example.jp (custom domain)`, `schedule: 17 * * * *`) from the
 * structured output file (one JSON entry a line; the last `deploy` entry counts).
 */
export function deployTargets(outputFile) {
  const entries = outputFile
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
  const deploy = entries.findLast((entry) => entry.type === 'deploy')
  return Array.isArray(deploy?.targets) ? deploy.targets.map(String) : []
}
