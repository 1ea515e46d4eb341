import { spawn, type ChildProcess } from 'node:child_process';

/** A running `src/server/main.ts`, as an operator starts it. */
export interface MainProcess {
  child: ChildProcess;
  /** Its address on 127.0.0.1, from the line it prints once listening. */
  url: string;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
}

/** Processes still running, so a file's afterAll can kill what a failed test left behind. */
export const runningMainProcesses = new Set<ChildProcess>();

/**
 * Starts the real entry point on a free port with offline providers and the given environment, and
 * resolves once it says it is running (rejects with its output if it exits before).
 */
export function startMainProcess(env: Record<string, string>): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEATHER_PROVIDER: 'offline',
      PLACES_SOURCE: 'bundled',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningMainProcesses.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      runningMainProcesses.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before listening:\n${output}`)));
  });
}
