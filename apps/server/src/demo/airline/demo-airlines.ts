import { startDemoAirline, type DemoAirline } from './server';

/** The three demo airlines `npm start` runs in demo mode, and the wrapper records that point at them. */
export const DEMO_AIRLINES = [
  { code: 'DA', name: 'Demo Air', port: 8091 },
  { code: 'EZ', name: 'Euro Zephyr', port: 8092 },
  { code: 'OL', name: 'Orient Lark', port: 8093 },
] as const;

export const DEFAULT_DEMO_SEED = 'ota-demo';

export interface DemoAirlinesOptions {
  host?: string;
  /** One per demo airline, in DEMO_AIRLINES order; 0 for any free port. */
  ports?: readonly number[];
  seed?: string;
  latencyMs?: number;
}

export interface RunningDemoAirlines {
  /** Name and URL of each, as wrapper records hold them. */
  wrappers: { code: string; name: string; url: string }[];
  close(): Promise<void>;
}

export async function startDemoAirlines(options: DemoAirlinesOptions = {}): Promise<RunningDemoAirlines> {
  const { host = '127.0.0.1', seed = DEFAULT_DEMO_SEED, latencyMs = 0 } = options;
  const started: DemoAirline[] = [];
  const closeAll = async () => {
    await Promise.all(started.map((airline) => airline.close()));
  };
  try {
    for (const [i, airline] of DEMO_AIRLINES.entries()) {
      const port = options.ports?.[i] ?? airline.port;
      started.push(
        await startDemoAirline({ ...airline, seed: `${seed}:${airline.code}`, host, port, latencyMs }),
      );
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    wrappers: DEMO_AIRLINES.map(({ code, name }, i) => ({ code, name, url: started[i]?.url ?? '' })),
    close: closeAll,
  };
}

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

/** DEMO_AIRLINE_HOST, DEMO_AIRLINE_PORTS (comma-separated), DEMO_AIRLINE_SEED, DEMO_AIRLINE_LATENCY_MS. */
export function demoAirlinesOptionsFromEnv(env: NodeJS.ProcessEnv): DemoAirlinesOptions {
  const ports = env.DEMO_AIRLINE_PORTS?.split(',').map((p) => numberFrom(p, 'DEMO_AIRLINE_PORTS') ?? 0);
  return {
    host: env.DEMO_AIRLINE_HOST || undefined,
    ports,
    seed: env.DEMO_AIRLINE_SEED || undefined,
    latencyMs: numberFrom(env.DEMO_AIRLINE_LATENCY_MS, 'DEMO_AIRLINE_LATENCY_MS'),
  };
}
