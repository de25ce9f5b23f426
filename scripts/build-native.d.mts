import type { NativeConfig } from '../src/shared/native-config'
export function readWranglerVars(toml: string): Record<string, string>
export function nativeConfig(
  env?: Record<string, string | undefined>,
  dir?: string,
): Promise<NativeConfig>
export function buildNative(options?: { quiet?: boolean; release?: boolean }): Promise<NativeConfig>
export function isReleaseBuild(argv?: string[], env?: Record<string, string | undefined>): boolean
