// How busy the machine's cores were during a test step, read from /proc/stat (Linux; elsewhere no figure). A step
// that keeps every core busy can only be shortened by doing less work; one that leaves cores idle can run beside
// another (issue 24: `.ci/run` under 15 minutes on a two-core machine).
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The machine's CPU ticks so far: { busy, total }, or null where /proc/stat is not there. */
export function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the cores' idle time.
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

/** "1.7 of 2 cores busy" between two readings, or '' without them. */
export function busyCores(before, after) {
  if (!before || !after || after.total <= before.total) return '';
  const cores = availableParallelism();
  const share = (after.busy - before.busy) / (after.total - before.total);
  return `${(share * cores).toFixed(1)} of ${cores} cores busy`;
}
