import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the lock file holds: the server's pid and when that process started (Linux), to tell it apart. */
interface LockHolder {
  pid: number;
  startedAt?: string;
}

/**
 * A process's state and start time (in clock ticks since boot) from /proc, or null where there is no /proc.
 * The command name in parentheses may hold spaces, so the fields are read after its closing bracket.
 */
function processInfo(pid: number): { state: string; startedAt: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3 of stat(5), starttime field 22.
    return { state: fields[0]!, startedAt: fields[19]! };
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder is a server that still runs. After kill -9 its pid may linger as a zombie until its
 * parent reaps it, or be reused by another process: on Linux the process must be alive (not a zombie) and
 * have started when the holder did; elsewhere any process with the pid counts.
 */
function holderIsLive(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  const info = processInfo(holder.pid);
  if (!info) return true;
  if (info.state === 'Z' || info.state === 'X') return false;
  return holder.startedAt === undefined || holder.startedAt === info.startedAt;
}

/** The holder a lock file names: today's JSON, or an older server's bare pid. */
function readHolder(lockPath: string): LockHolder | null {
  const text = readFileSync(lockPath, 'utf8').trim();
  const bare = Number(text);
  if (Number.isInteger(bare) && bare > 0) return { pid: bare };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid) && parsed.pid! > 0) {
      return {
        pid: parsed.pid!,
        ...(typeof parsed.startedAt === 'string' ? { startedAt: parsed.startedAt } : {}),
      };
    }
  } catch {
    // Not a lock file this server wrote: nobody holds it.
  }
  return null;
}

/** The pid of the server using the data folder, or null when none runs there. */
export function dataDirServer(dataDir: string): number | null {
  let holder: LockHolder | null;
  try {
    holder = readHolder(path.join(dataDir, 'server.lock'));
  } catch {
    return null;
  }
  return holder && holderIsLive(holder) ? holder.pid : null;
}

/**
 * PGlite has no lock of its own on its data folder and two processes on one folder corrupt it, so the
 * server holds a lock file there naming itself. A lock whose holder no longer runs (it exited, was killed,
 * or its pid now belongs to another process) is taken over, so an orchestrator may restart at once.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const self: LockHolder = { pid: process.pid };
  const startedAt = processInfo(process.pid)?.startedAt;
  if (startedAt) self.startedAt = startedAt;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, JSON.stringify(self));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && holderIsLive(holder)) {
        throw new Error(
          `Another Paphos Guide server (pid ${holder.pid}) is using ${path.resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${path.resolve(dataDir)}`);
}
