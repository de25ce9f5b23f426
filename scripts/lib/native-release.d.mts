import type { NativeConfig } from '../../src/shared/native-config'
export const ADMOB_TEST_PUBLISHER: string
export function releaseProblems(config: NativeConfig): string[]
export function assertReleasable(config: NativeConfig): void
export function nativeContentSecurityPolicy(config: NativeConfig, html: string): Promise<string>
export function addNativeContentSecurityPolicy(
  config: NativeConfig,
  indexPath: string,
): Promise<string>
