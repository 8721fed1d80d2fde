import type { Side } from './interleave';
import { rssMb } from './orders-processes';
import type { Report } from './report';
import type { RunningServer } from './server-process';

export interface Downloaded {
  bytes: number;
  lines: number;
}

/** What a download side saw over its rounds: the largest growth of the server's memory, the last file. */
export interface DownloadSeen {
  growthMb: number;
  bytes: number;
  lines: number;
}

/**
 * A side downloading a file through HTTP, timed to its last byte, with the server's CPU for it and the
 * growth of the server process's resident memory from before the call to its peak during it.
 */
export function downloadSide(
  server: RunningServer,
  download: () => Promise<Downloaded>,
): { side: Side; seen: DownloadSeen } {
  const seen: DownloadSeen = { growthMb: 0, bytes: 0, lines: 0 };
  const side: Side = async () => {
    const before = rssMb(server.pid);
    let peak = before;
    const poll = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 20);
    const cpuBefore = await server.cpuMs();
    const started = performance.now();
    const file = await download().finally(() => clearInterval(poll));
    const elapsed = performance.now() - started;
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    seen.growthMb = Math.max(seen.growthMb, peak - before);
    seen.bytes = file.bytes;
    seen.lines = file.lines;
    return { value: elapsed, cpuMs };
  };
  return { side, seen };
}

/** The memory line of a download figure: the largest growth of its rounds (the warm-up included). */
export function reportGrowth(report: Report, figure: string, seen: DownloadSeen, limitMb: number): void {
  report.single(
    `${figure}: server RSS growth, largest of its rounds`,
    `+${Math.round(seen.growthMb)} MB`,
    `< ${limitMb} MB`,
    seen.growthMb < limitMb,
  );
}
