import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

/** Jiffies of all CPUs since boot: busy and total (Linux /proc/stat). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * How busy the machine was during the run, ours included: figures from a busy machine are "busy" figures,
 * and the reader needs to know which kind a table holds.
 */
export function machineWatch() {
  const start = cpuTimes();
  const loadAtStart = loadavg()[0] ?? 0;
  return (): string => {
    const end = cpuTimes();
    const busy = (100 * (end.busy - start.busy)) / Math.max(1, end.total - start.total);
    return (
      `${cpus().length} cores; CPU busy ${Math.round(busy)} % over the run (this bench included); ` +
      `load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`
    );
  };
}
