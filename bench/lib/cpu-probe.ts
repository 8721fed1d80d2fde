// Preloaded (`node --import`) into every server process the bench starts: answers the process's CPU time
// so far in ms, which the neighbours on a shared machine disturb far less than wall time.
import { answer } from './ipc';

answer('cpu', () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
});
