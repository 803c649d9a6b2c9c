/**
 * How work grows with its input, measured in the CPU time of this process (process.cpuUsage), the
 * least of a few runs: a neighbour's load neither stretches it nor pauses it, unlike the wall
 * clock. A test asserts the growth (linear, or none), never a time: times belong to bench/.
 */

/** The CPU time in ms that `work` takes in this process, the least of `runs` runs. */
export async function cpuMs(work: () => unknown, runs = 3): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/**
 * The ratio of the CPU time of `work(make(factor × size))` to that of `work(make(size))`, the
 * inputs made before measuring. Linear work answers about `factor` (8 by default), work bounded
 * by a limit about 1, quadratic work far more (`factor²` in theory; 3 to 8 times `factor` as
 * measured, the large input's run being better optimised). A floor of 2 ms on the smaller time keeps
 * timer resolution out of the ratio.
 */
export async function growth<I>(make: (size: number) => I, work: (input: I) => unknown, size: number, factor = 8): Promise<number> {
  const [small, large] = [make(size), make(size * factor)];
  await work(small); // loaded and compiled before measuring
  const [a, b] = [await cpuMs(() => work(small)), await cpuMs(() => work(large))];
  return b / Math.max(a, 2);
}

/** The most a linear growth by `factor` may measure: twice the factor, below what quadratic work measures. */
export const linear = (factor = 8) => factor * 2;
