import { demoAirlinesOptionsFromEnv, startDemoAirlines } from './demo-airlines';

/** Runs the three demo airlines until interrupted: `node --import tsx apps/server/src/demo/airline/cli.ts`. */
const running = await startDemoAirlines(demoAirlinesOptionsFromEnv(process.env));
for (const wrapper of running.wrappers) {
  process.stdout.write(`${wrapper.name} (${wrapper.code}) answers at ${wrapper.url}/v1\n`);
}

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
