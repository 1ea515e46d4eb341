/**
 * What this process's background work and outside calls have done, for the metrics: job runs by job and
 * outcome, provider calls by provider and outcome, each with the seconds they took. Kept for the process
 * (providers and jobs are not tied to one app), read by GET /metrics.
 */
export type JobOutcome = 'done' | 'failed' | 'skipped';
export type ProviderCallOutcome = 'ok' | 'error';

interface Tally {
  count: number;
  seconds: number;
}

const jobs = new Map<string, Tally>();
const providerCalls = new Map<string, Tally>();

function add(tallies: Map<string, Tally>, key: string, seconds: number): void {
  const tally = tallies.get(key) ?? { count: 0, seconds: 0 };
  tally.count += 1;
  tally.seconds += seconds;
  tallies.set(key, tally);
}

export function recordJobRun(job: string, outcome: JobOutcome, seconds: number): void {
  add(jobs, `${job}\u0000${outcome}`, seconds);
}

export function recordProviderCall(provider: string, outcome: ProviderCallOutcome, seconds: number): void {
  add(providerCalls, `${provider}\u0000${outcome}`, seconds);
}

export interface TallyRow {
  name: string;
  outcome: string;
  count: number;
  seconds: number;
}

const rows = (tallies: Map<string, Tally>): TallyRow[] =>
  [...tallies].map(([key, tally]) => {
    const [name = '', outcome = ''] = key.split('\u0000');
    return { name, outcome, ...tally };
  });

export const jobRuns = (): TallyRow[] => rows(jobs);
export const providerCallCounts = (): TallyRow[] => rows(providerCalls);
