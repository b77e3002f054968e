import { StartupError } from '../platform/storage/data-dir';
import { BackupError } from './backup-postgres';

/** A refusal the operator can act on (a taken username, a bad argument): printed alone, exit 1. */
export class CliError extends Error {}

/**
 * Runs a command-line tool's work: a refusal whose message says all (the embedded data folder locked by
 * a running server, a backup refused, a taken username) prints that one line, without a stack trace, and
 * exits 1. Anything else is a bug and keeps its stack.
 */
export async function runCli<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StartupError || err instanceof BackupError || err instanceof CliError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
