import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { run } from './run.js';

/** The smoke test's image in the machine's container storage. */
export const IMAGE = 'localhost/buergerportal:smoke-test';

/** A program running in a container of IMAGE, as `docker run` would start it. */
export interface Running {
  /** what it wrote so far, for failure messages */
  output(): string;
  /** when the program was started (the container already created), for start-up times */
  startedAt: number;
  /** resolves with the exit code once it ends */
  ended: Promise<number | null>;
  /** SIGTERM to the program, as `docker stop` sends it to the container's first process */
  terminate(): void;
  /** runs another program to its end in the same container (`docker exec`); throws with its output on failure */
  exec(command: readonly string[], env?: Record<string, string>): string;
}

/**
 * Where the host's data directory appears in the container. Not the image's VOLUME /data, which `docker run -v`
 * would use: buildah 1.28's run puts the image's own anonymous volume over a bind mount at that path.
 */
export const DATA_DIR = '/srv/buergerportal-data';

export interface RunOptions {
  /** host directory mounted as the data directory (DATA_DIR) */
  dataDir: string;
  env: Record<string, string>;
}

/** The parent of each running process, from /proc. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the parent id is the second field after the command name, which may itself hold spaces and parentheses
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/**
 * The program that `buildah run` (process `pid`) runs: its first descendant that is not one of buildah's own
 * helpers (buildah-chroot-runtime, buildah-chroot-exec). Chroot isolation has no process namespace of its own, and
 * buildah answers a SIGTERM by killing the program, so the test signals the program itself.
 */
function programOf(pid: number): number | undefined {
  const children = parents();
  const queue = [...(children.get(pid) ?? [])];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    let command = '';
    try {
      command = readFileSync(`/proc/${next}/cmdline`, 'utf8').split('\0')[0] ?? '';
    } catch {
      continue;
    }
    if (!command.startsWith('buildah')) return next;
    queue.push(...(children.get(next) ?? []));
  }
  return undefined;
}

/**
 * A container of IMAGE (`buildah from`), running one program as the image's user `node` in buildah's chroot
 * isolation: the machines here cannot run a container engine, and chroot isolation shares the host's network, so
 * the server listens on the host's 127.0.0.1. The container is removed when the program ends.
 */
export function start(command: readonly string[], options: RunOptions): Running {
  const container = run('buildah', ['from', '--pull=never', IMAGE]);
  const runArgs = (env: Record<string, string>) => [
    'run',
    '--isolation',
    'chroot',
    '--user',
    'node',
    '--volume',
    `${options.dataDir}:${DATA_DIR}`,
    '--env',
    `DATA_DIR=${DATA_DIR}`,
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    container,
  ];
  const startedAt = Date.now();
  const child: ChildProcess = spawn('buildah', [...runArgs(options.env), ...command], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const ended = once(child, 'exit').then(([code]) => {
    run('buildah', ['rm', container]);
    return code as number | null;
  });
  return {
    output: () => output,
    startedAt,
    ended,
    terminate: () => {
      const program = programOf(child.pid!);
      if (program !== undefined) process.kill(program, 'SIGTERM');
    },
    exec: (other, env = {}) => run('buildah', [...runArgs(env), ...other]),
  };
}

/** Runs a command to its end in a container of its own (`docker run --rm`); throws with its output on failure. */
export async function runToEnd(command: readonly string[], options: RunOptions): Promise<string> {
  const running = start(command, options);
  const code = await running.ended;
  if (code !== 0) throw new Error(`${command.join(' ')} ended with ${code}:\n${running.output()}`);
  return running.output();
}

/** Bytes a directory tree takes, the same way for both images (apparent sizes, hard links once). */
function treeBytes(root: string): number {
  return Number(run('du', ['--summarize', '--bytes', root]).split(/\s/)[0]);
}

/** How many bytes `image` adds to `base`: the layers the Dockerfile's runtime stage puts on top. */
export function bytesAbove(image: string, base: string): number {
  const sizes = [image, base].map((name) => {
    const container = run('buildah', ['from', '--pull=never', name]);
    try {
      return treeBytes(run('buildah', ['mount', container]));
    } finally {
      run('buildah', ['umount', container]);
      run('buildah', ['rm', container]);
    }
  });
  return sizes[0]! - sizes[1]!;
}
