import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../platform/paths';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');

/** The environment a command-line tool gets in tests: nothing of the test's own database. */
export function toolEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/** Runs an operator's command (`tsx <script> ...args`) as `npm run` would, with `input` on its stdin. */
export function runTool(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  input = '',
): Promise<ToolRun> {
  const child = spawn(tsx, [script, ...args], { cwd: projectRoot, env: toolEnv(env) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Runs it on a real terminal (util-linux `script` gives it a pseudo-terminal): `answers` are typed one
 * after the other, each once the output shows its prompt. Returns everything the terminal showed.
 */
export function runToolOnTerminal(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  answers: { after: string; type: string }[],
): Promise<{ code: number | null; screen: string }> {
  const command = [tsx, script, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: projectRoot, env: toolEnv(env) });
  let screen = '';
  let next = 0;
  const onOutput = (d: Buffer) => {
    screen += d.toString();
    const answer = answers[next];
    if (answer && screen.split(answer.after).length - 1 > countBefore(answers, next)) {
      next++;
      child.stdin.write(answer.type);
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, screen })));
}

/** How many earlier answers wait for the same prompt (so a repeated prompt is answered once each). */
function countBefore(answers: { after: string }[], index: number): number {
  return answers.slice(0, index).filter((a) => a.after === answers[index]!.after).length;
}
