import type { ChildProcess } from 'node:child_process';

// Questions the bench asks the server processes it started (their CPU time, the API's statements run
// straight on their database), over the IPC channel node opens with the 'ipc' stdio entry.
interface Question {
  id: number;
  kind: string;
  body: unknown;
}
interface Reply {
  id: number;
  value?: unknown;
  error?: string;
}

const isQuestion = (message: unknown): message is Question =>
  typeof message === 'object' && message !== null && 'id' in message && 'kind' in message;
const isReply = (message: unknown): message is Reply =>
  typeof message === 'object' && message !== null && 'id' in message && !('kind' in message);

export type Ask = <T>(kind: string, body?: unknown) => Promise<T>;

/** The bench's side: asks `child` and waits for the answer of the same id. */
export function asker(child: ChildProcess): Ask {
  let next = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on('message', (message) => {
    if (!isReply(message)) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.value);
  });
  return <T>(kind: string, body?: unknown) =>
    new Promise<T>((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve: (value) => resolve(value as T), reject });
      child.send({ id: next, kind, body } satisfies Question);
    });
}

/** The server's side: answers the questions of one kind. */
export function answer(kind: string, handle: (body: unknown) => unknown): void {
  process.on('message', (message) => {
    if (!isQuestion(message) || message.kind !== kind) return;
    Promise.resolve()
      .then(() => handle(message.body))
      .then(
        (value) => process.send?.({ id: message.id, value } satisfies Reply),
        (error: unknown) => process.send?.({ id: message.id, error: String(error) } satisfies Reply),
      );
  });
}
