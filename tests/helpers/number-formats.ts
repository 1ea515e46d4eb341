/**
 * How many Intl.NumberFormat objects `run` builds (not a test file itself): a browser's first one loads its
 * number data, about 200 ms of a phone's main thread, so the pages' hot paths build none or few.
 */
export function numberFormatsBuilt(run: () => void): number {
  const original = Intl.NumberFormat;
  let built = 0;
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    built += 1;
    return new original(...args);
  } as unknown as typeof Intl.NumberFormat;
  try {
    run();
  } finally {
    Intl.NumberFormat = original;
  }
  return built;
}
