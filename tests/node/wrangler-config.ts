import { join } from 'node:path'
import { experimental_readRawConfig } from 'wrangler'
import { root } from '../../scripts/lib/stack.mjs'

export type Config = Record<string, unknown>

export const wranglerToml = join(root, 'wrangler.toml')

/** A wrangler config file as wrangler itself parses it. */
export function readConfig(path: string): Config {
  return experimental_readRawConfig({ config: path }).rawConfig as Config
}
