import { startDemoAirline, urlHost, type DemoAirline } from './server';

/**
 * The three demo airlines `npm start` runs in demo mode, and the wrapper records that point at them.
 * Each also sells, as a consolidator does, some of the hub carriers the demo orders fly
 * (demo/orders/catalogue.ts), so every demo order has an airline system that answers for it.
 */
export const DEMO_AIRLINES = [
  {
    code: 'DA',
    name: 'Demo Air',
    port: 8091,
    consolidates: [
      { code: 'IB', name: 'Iberia' },
      { code: 'VY', name: 'Vueling' },
    ],
  },
  {
    code: 'EZ',
    name: 'Euro Zephyr',
    port: 8092,
    consolidates: [
      { code: 'AF', name: 'Air France' },
      { code: 'LH', name: 'Lufthansa' },
    ],
  },
  { code: 'OL', name: 'Orient Lark', port: 8093, consolidates: [{ code: 'BA', name: 'British Airways' }] },
] as const;

/** The schedules of an airline: the same for its own wrapper as for any consolidator selling it. */
export const demoAirlineSeed = (seed: string, code: string): string => `${seed}:${code}`;

export const DEFAULT_DEMO_SEED = 'ota-demo';

export interface DemoAirlinesOptions {
  host?: string;
  /** One per demo airline, in DEMO_AIRLINES order; 0 for any free port. */
  ports?: readonly number[];
  seed?: string;
  latencyMs?: number;
  /** Codes of the airlines to run (DEMO_AIRLINES order kept); all three when absent. */
  only?: readonly string[];
  /** Their clock in epoch ms (tests move it on instead of waiting); the real one when absent. */
  now?: () => number;
}

export interface RunningDemoAirlines {
  /** Name and URL of each, as wrapper records hold them. */
  wrappers: { code: string; name: string; url: string }[];
  close(): Promise<void>;
}

/** The demo airlines chosen by `only`, each with the port and host it listens on. */
function chosenAirlines(options: DemoAirlinesOptions) {
  const unknown = options.only?.filter((code) => !DEMO_AIRLINES.some((airline) => airline.code === code));
  if (unknown?.length) {
    throw new Error(
      `no demo airline ${unknown.join(', ')}: choose from ${DEMO_AIRLINES.map((a) => a.code).join(', ')}`,
    );
  }
  const host = options.host ?? '127.0.0.1';
  return DEMO_AIRLINES.map((airline, i) => ({
    ...airline,
    host,
    port: options.ports?.[i] ?? airline.port,
  })).filter((airline) => !options.only || options.only.includes(airline.code));
}

/**
 * Where demo airlines run by another process (DEMO_AIRLINES=separate) answer, from the same
 * settings that process reads; a port of 0 cannot be known in advance.
 */
export function demoAirlineUrls(options: DemoAirlinesOptions = {}): RunningDemoAirlines['wrappers'] {
  return chosenAirlines(options).map(({ code, name, host, port }) => {
    if (port === 0)
      throw new Error('DEMO_AIRLINE_PORTS must name fixed ports when the demo airlines run apart');
    return { code, name, url: `http://${urlHost(host)}:${port}` };
  });
}

export async function startDemoAirlines(options: DemoAirlinesOptions = {}): Promise<RunningDemoAirlines> {
  const { seed = DEFAULT_DEMO_SEED, latencyMs = 0 } = options;
  const chosen = chosenAirlines(options);
  const started: DemoAirline[] = [];
  const closeAll = async () => {
    await Promise.all(started.map((airline) => airline.close()));
  };
  try {
    for (const airline of chosen) {
      started.push(
        await startDemoAirline({
          ...airline,
          seed: demoAirlineSeed(seed, airline.code),
          consolidates: airline.consolidates.map((sold) => ({
            ...sold,
            seed: demoAirlineSeed(seed, sold.code),
          })),
          latencyMs,
          ...(options.now ? { now: options.now } : {}),
        }),
      );
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    wrappers: chosen.map(({ code, name }, i) => ({ code, name, url: started[i]?.url ?? '' })),
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
