import type { Database } from '../db';
import { createOutboxRepository, type ClaimedMail } from './outbox';
import { errorText, retryDelaySeconds } from './retry';
import { createSmtpTransport, type MailTransport } from './smtp-transport';

/** The part of the app's pino logger the sender writes to. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailSenderOptions {
  db: Database;
  smtpUrl: string | null;
  log: MailLog;
  /** Pause between two looks at the outbox. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed mail stays with this process before another may take it. */
  leaseSeconds?: number;
  /** Instead of SMTP_URL (tests). */
  transport?: MailTransport;
}

export interface SenderRun {
  sent: number;
  failed: number;
  /** Mails written to the log for want of SMTP_URL. */
  logged: number;
}

export type MailSender = ReturnType<typeof createMailSender>;

function messageId(mail: ClaimedMail, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1).replace(/[<>\s]/g, '') || 'ota-console';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

/**
 * Delivers the outbox (docs/decisions/0012-mail-delivery.md): started by main.ts, stopped on
 * shutdown. Any number of processes may run one against the same database.
 */
export function createMailSender(options: MailSenderOptions) {
  const outbox = createOutboxRepository(options.db);
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null);
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 20;
  const leaseSeconds = options.leaseSeconds ?? 600;
  const { log } = options;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SenderRun> | undefined;
  let stopped = true;

  async function deliver(smtp: MailTransport): Promise<SenderRun> {
    const run: SenderRun = { sent: 0, failed: 0, logged: 0 };
    const mails = (await outbox.claimDue(batchSize, leaseSeconds)).sort((a, b) => a.id - b.id);
    for (const mail of mails) {
      try {
        await smtp.send({ ...mail, messageId: messageId(mail, smtp.from) });
      } catch (error) {
        const retryIn = retryDelaySeconds(mail.attempts);
        await outbox.markFailed(mail.id, mail.attempts, errorText(error), retryIn);
        log.warn(
          {
            mailId: mail.id,
            to: mail.to,
            attempts: mail.attempts,
            retryInSeconds: retryIn,
            err: errorText(error),
          },
          'mail not sent, will retry',
        );
        run.failed += 1;
        continue;
      }
      await outbox.markSent(mail.id, mail.attempts);
      log.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, 'mail sent');
      run.sent += 1;
    }
    return run;
  }

  async function logOnly(): Promise<SenderRun> {
    const mails = await outbox.claimUnlogged(batchSize);
    for (const mail of mails.sort((a, b) => a.id - b.id)) {
      log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        'mail kept in the outbox (no SMTP_URL)',
      );
    }
    return { sent: 0, failed: 0, logged: mails.length };
  }

  /** One look at the outbox: sends what is due, or without SMTP logs what is new. */
  function runOnce(): Promise<SenderRun> {
    return transport ? deliver(transport) : logOnly();
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    let busy = false;
    running = runOnce();
    try {
      const run = await running;
      busy = run.sent + run.failed + run.logged >= batchSize;
    } catch (error) {
      log.error({ err: error }, 'mail sender failed to read the outbox');
    } finally {
      running = undefined;
    }
    // A full batch means more may be waiting: look again at once.
    schedule(busy ? 0 : intervalMs);
  }

  return {
    runOnce,

    start(): void {
      if (!stopped) return;
      stopped = false;
      if (!transport) log.warn({}, 'SMTP_URL is not set: mail stays in the outbox and is only logged');
      schedule(0);
    },

    /** Stops looking and waits for the mail being sent, so shutdown never cuts one in half. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
