export interface CommandResult {
  status: number | null
  stdout: string
  stderr: string
}

export function d1Databases(stdout: string): { uuid: string; name: string }[]
export function r2BucketNames(stdout: string): string[]
export function queueExists(result: CommandResult, name: string): boolean | null
export function secretNames(result: CommandResult): string[] | null
export function deployTargets(outputFile: string): string[]
