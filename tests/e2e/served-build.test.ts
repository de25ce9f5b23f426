import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { root, startWorker } from '../../scripts/lib/stack.mjs'

// `npm start` in one terminal and `npm test` in another: the test run rebuilds dist/, and a build
// starts by emptying dist/client. The running server must go on answering from the build it
// started with. Here a build directory of our own is emptied the same way under a running server.
let scratch: string
let build: string
let port: number
let worker: Awaited<ReturnType<typeof startWorker>>

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'jimoto-e2e-served-'))
  build = join(scratch, 'dist')
  await cp(join(root, 'dist'), build, { recursive: true })
  port = await freePort()
  worker = await startWorker({
    port,
    persistTo: join(scratch, 'state'),
    servedDir: join(scratch, 'served'),
    build,
  })
})

afterAll(async () => {
  await stopProcess(worker)
  await rm(scratch, { recursive: true, force: true })
})

async function pageStatus(path: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`)
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
}

describe('a running local server while dist/ is rebuilt', () => {
  it('keeps serving every page and file after the build directory is emptied', async () => {
    const before = await pageStatus('/app/about')
    expect(before.status).toBe(200)
    const script = before.body.match(/import\("(\/assets\/[^"]+\.js)"\)/)?.[1]
    expect(script).toBeTruthy()

    // What wrangler reads (its config, the Worker's code, the assets) is the snapshot, nothing
    // under the build directory: emptying that cannot make wrangler reload, so there is no
    // reload to wait for, and the pages must keep coming from the snapshot.
    const config = worker.spawnargs[worker.spawnargs.indexOf('-c') + 1] ?? ''
    const served = JSON.parse(await readFile(config, 'utf8')) as {
      main: string
      assets: { directory: string }
    }
    for (const path of [
      config,
      resolve(dirname(config), served.main),
      resolve(dirname(config), served.assets.directory),
    ]) {
      expect(path.startsWith(`${build}/`), path).toBe(false)
    }

    await rm(join(build, 'client'), { recursive: true, force: true })
    await rm(join(build, 'jimoto'), { recursive: true, force: true })

    for (const path of ['/app/about', '/app', '/app/timeline']) {
      const page = await pageStatus(path)
      expect(page.status, path).toBe(200)
      expect(page.type).toMatch(/text\/html/)
    }
    expect((await fetch(`http://127.0.0.1:${port}${script}`)).status).toBe(200)
  })
})
