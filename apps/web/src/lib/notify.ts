import type { MessageInstance } from 'antd/es/message/interface';

type Level = 'success' | 'error' | 'warning' | 'info';

/** What lib/notify needs of antd's message API (tests pass a fake). */
export type MessageApi = Pick<MessageInstance, Level>;

/**
 * The one place toasts go through. The app registers the themed instance of antd's
 * message.useMessage (app/providers.tsx); toasts asked for before that wait for it.
 */
let instance: MessageApi | null = null;
const pending: Array<(api: MessageApi) => void> = [];

export function setMessageApi(api: MessageApi | null): void {
  instance = api;
  if (api) pending.splice(0).forEach((show) => show(api));
}

function show(level: Level, content: string, seconds?: number): void {
  const run = (api: MessageApi) => void api[level](content, seconds);
  if (instance) run(instance);
  else pending.push(run);
}

export const notify = {
  success: (content: string, seconds?: number) => show('success', content, seconds),
  error: (content: string, seconds?: number) => show('error', content, seconds),
  warning: (content: string, seconds?: number) => show('warning', content, seconds),
  info: (content: string, seconds?: number) => show('info', content, seconds),
};
