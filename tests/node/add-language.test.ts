import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/stack.mjs'

// A sixth language, added to a copy of the repository the way docs/architecture.md ("Add a
// language") says: one line in the list of languages, then what the type check and the build name.
// If a table keyed by position or a hand-kept language list creeps back in, or a catalogue goes
// missing without the build noticing, this fails.

const run = promisify(execFile)
const FAKE = 'xx'
const bin = (name: string) => join(root, 'node_modules/.bin', name)
let copy = ''

/** The recipe's paragraph in docs/architecture.md, and the file paths it names. */
async function recipePaths(): Promise<string[]> {
  const docs = await readFile(join(root, 'docs/architecture.md'), 'utf8')
  const start = docs.indexOf('**Add a language.**')
  expect(start).toBeGreaterThan(-1)
  const paragraph = docs.slice(start, docs.indexOf('\n\n', start))
  return [...paragraph.matchAll(/`([^`]+\.tsx?)`/g)].map((match) => match[1] ?? '')
}

async function addFakeLanguage(): Promise<void> {
  const path = join(copy, 'src/shared/sites.ts')
  const source = await readFile(path, 'utf8')
  const withCode = source.replace(
    /export const LANGS = \[([^\]]+)\] as const/,
    (_, codes: string) => `export const LANGS = [${codes}, '${FAKE}'] as const`,
  )
  const withRow = withCode.replace(
    /export const SITE_LANGUAGES: Record<Lang, SiteLanguage> = \{\n/,
    (head) =>
      `${head}  ${FAKE}: { htmlLang: '${FAKE}', translateLang: 'xxx_Latn', ogLocale: 'xx_XX', nativeName: 'Xx' },\n`,
  )
  expect(withRow).not.toBe(withCode)
  expect(withCode).not.toBe(source)
  await writeFile(path, withRow)
}

interface CompileError {
  file: string
  code: string
  text: string
}

async function typeErrors(project: string): Promise<CompileError[]> {
  const result = await run(bin('tsc'), ['--noEmit', '-p', project], { cwd: copy }).then(
    () => ({ stdout: '' }),
    (failure: { stdout: string }) => failure,
  )
  return [...result.stdout.matchAll(/^(\S+?)\(\d+,\d+\): error (TS\d+): (.*)$/gm)].map((m) => ({
    file: m[1] ?? '',
    code: m[2] ?? '',
    text: m[3] ?? '',
  }))
}

async function buildLanguage(): Promise<{ ok: boolean; output: string }> {
  const env = { ...process.env, NODE_ENV: 'production', JIMOTO_CLIENT_ONLY: '1', JIMOTO_LANG: FAKE }
  return run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: copy, env }).then(
    (done) => ({ ok: true, output: done.stdout + done.stderr }),
    (failure: { stdout: string; stderr: string }) => ({
      ok: false,
      output: failure.stdout + failure.stderr,
    }),
  )
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'jimoto-add-language-'))
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  })
  const files = stdout.split('\n').filter((file) => file !== '')
  for (const file of files) {
    await cp(join(root, file), join(copy, file), { recursive: true }).catch((error: unknown) => {
      // A file deleted in the working tree but still in the index is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    })
  }
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'))
  await addFakeLanguage()
}, 120_000)

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('adding a language', () => {
  it('the type check names only the tables keyed by language, each one the recipe lists', async () => {
    const errors = [
      ...(await typeErrors('tsconfig.app.json')),
      ...(await typeErrors('tsconfig.worker.json')),
    ]
    const files = [...new Set(errors.map((error) => error.file))].sort()
    const named = await recipePaths()
    const inRecipe = (file: string) => file.endsWith('/i18n/all.ts') || named.includes(file)
    expect(files.filter((file) => !inRecipe(file))).toEqual([])
    // Each error is a table missing the new language's row, nothing else broken.
    expect(errors.filter((error) => !new RegExp(`["']${FAKE}["']`).test(error.text))).toEqual([])
    // Every catalogue the edge reads by language asks for it.
    const { stdout } = await run('git', ['ls-files', '*/i18n/all.ts'], { cwd: root })
    const catalogues = stdout.split('\n').filter((file) => file !== '')
    expect(catalogues.length).toBeGreaterThan(10)
    expect(catalogues.filter((file) => !files.includes(file))).toEqual([])
  }, 300_000)

  it('the build stops at a missing catalogue, then builds the page in the new language', async () => {
    const missing = await buildLanguage()
    expect(missing.ok).toBe(false)
    expect(missing.output).toMatch(/i18n\/xx\.ts is missing/)

    const { stdout } = await run('git', ['ls-files', '*/i18n/en.ts'], { cwd: root })
    for (const english of stdout.split('\n').filter((file) => file !== '')) {
      await cp(join(copy, english), join(copy, dirname(english), `${FAKE}.ts`))
    }
    const built = await buildLanguage()
    expect(built.output).not.toMatch(/missing/)
    expect(built.ok).toBe(true)
    const page = await readFile(join(copy, 'dist/lang', FAKE, 'index.html'), 'utf8')
    expect(page).toContain(`<html lang="${FAKE}">`)
  }, 300_000)
})
