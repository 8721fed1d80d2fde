export {
  startDemoAirline,
  type DemoAirline,
  type DemoAirlineFailMode,
  type DemoAirlineOptions,
} from './server';
export {
  DEFAULT_DEMO_SEED,
  DEMO_AIRLINES,
  demoAirlineSeed,
  demoAirlineUrls,
  demoAirlinesOptionsFromEnv,
  startDemoAirlines,
  type DemoAirlinesOptions,
  type RunningDemoAirlines,
} from './demo-airlines';
export { AIRPORTS, type Airport } from '../../platform/airports';
