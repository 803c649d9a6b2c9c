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
 * The ratio of the CPU time of `work(factor × size)` to that of `work(size)`. Linear work answers
 * about `factor` (4 by default), work bounded by a limit about 1, quadratic work about
 * `factor²`. A floor of 2 ms on the smaller time keeps timer resolution out of the ratio.
 */
export async function growth(work: (size: number) => () => unknown, size: number, factor = 4): Promise<number> {
  const small = work(size);
  const large = work(size * factor);
  await small(); // loaded and compiled before measuring
  const [a, b] = [await cpuMs(small), await cpuMs(large)];
  return b / Math.max(a, 2);
}

/** The most a linear growth by `factor` may measure: twice the factor, far below the factor² of quadratic work. */
export const linear = (factor = 4) => factor * 2;
