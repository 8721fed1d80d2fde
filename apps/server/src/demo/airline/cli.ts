import { demoAirlinesOptionsFromEnv, startDemoAirlines } from './demo-airlines';

/**
 * Runs the demo airlines until interrupted, for a console started with DEMO_AIRLINES=separate:
 * `npm run demo:airlines` (all three) or `npm run demo:airlines -- OL` (only those codes), so one can
 * be stopped while the others answer.
 */
const only = process.argv.slice(2).map((code) => code.toUpperCase());
const running = await startDemoAirlines({
  ...demoAirlinesOptionsFromEnv(process.env),
  only: only.length ? only : undefined,
});
for (const wrapper of running.wrappers) {
  process.stdout.write(`${wrapper.name} (${wrapper.code}) answers at ${wrapper.url}/v1\n`);
}

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
