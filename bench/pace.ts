/**
 * How fast this machine runs now: the CPU milliseconds of a fixed piece of JavaScript (a sieve of primes), the
 * fastest of a few runs. A shared machine's pace moves from hour to hour (on the 2-core machine of the README the
 * same `npm test` took from 333 to 420 s of CPU), so a suite's figures are comparable only beside the pace they were
 * measured at. Single-threaded and short (about a second in all), it is taken before and after a long benchmark.
 */
export function paceMs(runs = 7): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.cpuUsage();
    sievedPrimes(20_000_000);
    const { user, system } = process.cpuUsage(start);
    times.push((user + system) / 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[0] * 10) / 10;
}

/** The number of primes below `limit` (the work `paceMs` times). */
function sievedPrimes(limit: number): number {
  const composite = new Uint8Array(limit);
  let count = 0;
  for (let n = 2; n < limit; n += 1) {
    if (composite[n]) continue;
    count += 1;
    for (let multiple = n * n; multiple < limit; multiple += n) composite[multiple] = 1;
  }
  return count;
}
