/**
 * Steps run `perTask` at a time, each batch in a task of its own (a timer), so the browser paints and answers
 * a tap between them: one long task blocks a phone for all of it, and Lighthouse's Total Blocking Time counts
 * every task's time over 50 ms. `onDone` runs in the task of the last step. Returns what stops the steps
 * not yet run (and `onDone` with them).
 */
export function runInTasks(steps: readonly (() => void)[], perTask: number, onDone?: () => void): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runBatch = () => {
    for (const end = Math.min(next + perTask, steps.length); next < end; next++) steps[next]!();
    if (next < steps.length) timer = setTimeout(runBatch, 0);
    else onDone?.();
  };
  timer = setTimeout(runBatch, 0);
  return () => clearTimeout(timer);
}
