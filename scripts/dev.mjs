// `npm run dev`: Vite with the Cloudflare plugin (the Worker in workerd, hot reload), after making
// sure the local D1 has the schema and the demo data and a .dev.vars exists.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { migrate, root, seed, wranglerEnv } from './lib/stack.mjs'

if (!existsSync(join(root, '.dev.vars'))) {
  copyFileSync(join(root, '.dev.vars.example'), join(root, '.dev.vars'))
}
const persistTo = join(root, '.wrangler/state')
await migrate(persistTo)
await seed(persistTo)
const vite = spawn(join(root, 'node_modules/.bin/vite'), process.argv.slice(2), {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...wranglerEnv },
})
vite.on('exit', (code) => process.exit(code ?? 0))
