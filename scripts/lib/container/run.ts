import { execFileSync } from 'node:child_process';

/** Runs a program to its end and answers its standard output; its error output goes to ours. A failure throws. */
export function run(command: string, args: readonly string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 }).trim();
}

/** Whether the program ends with exit code 0 (its output discarded). */
export function succeeds(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
