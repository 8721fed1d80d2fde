import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { createMailSender, type MailLog } from './mail-sender';
import { enqueueMail, type OutgoingMail } from './outbox';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

interface OutboxState extends Record<string, unknown> {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent: boolean;
  retry_in: number;
}

function memoryLog() {
  const lines: Array<{ level: string; message: string; details: Record<string, unknown> }> = [];
  const write = (level: string) => (details: object, message: string) =>
    void lines.push({ level, message, details: details as Record<string, unknown> });
  const log: MailLog = { info: write('info'), warn: write('warn'), error: write('error') };
  return { log, lines };
}

describe.each(testEngines())('mail sender (%s)', (engine) => {
  const t = useTestDatabase(engine);
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    // Earlier tests' mail is out of the way: due far in the future, so no sender takes it.
    await t.handle.db.execute(sql`update mail_outbox set next_attempt_at = now() + interval '1 day'`);
    smtp.received.length = 0;
  });

  const enqueue = (...mails: OutgoingMail[]) => t.handle.db.transaction((tx) => enqueueMail(tx, mails));
  const mail = (to: string, subject: string): OutgoingMail => ({
    to,
    subject,
    text: `Hello ${to},\nthis line is long enough to be wrapped by the quoted-printable encoding of the mail.\n`,
    kind: 'BALANCE_WARNING',
  });
  const states = (recipientLike: string) =>
    queryRows<OutboxState>(
      t.handle.db,
      sql`select recipient, status, attempts, last_error, sent_at is not null as sent,
        extract(epoch from next_attempt_at - now())::int as retry_in
        from mail_outbox where recipient like ${recipientLike} order by id`,
    );
  const sender = (smtpUrl: string | null = smtp.url) => {
    const { log, lines } = memoryLog();
    return { sender: createMailSender({ db: t.handle.db, smtpUrl, log }), lines };
  };
  /** Lets the back-off pass: failed mail becomes due now. */
  const timePasses = () =>
    t.handle.db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'FAILED'`);

  it('sends due mail over SMTP with the URL’s credentials and sender, and marks it SENT', async () => {
    await enqueue(mail('one@sent.example', 'First'), mail('two@sent.example', 'Second'));
    const { sender: mailer, lines } = sender();
    expect(await mailer.runOnce()).toEqual({ sent: 2, failed: 0, logged: 0 });

    expect(smtp.received.map((received) => [received.to, received.subject])).toEqual([
      [['one@sent.example'], 'First'],
      [['two@sent.example'], 'Second'],
    ]);
    const [first] = smtp.received;
    expect(first?.from).toBe('alerts@ota.example');
    expect(first?.text).toBe(
      'Hello one@sent.example,\nthis line is long enough to be wrapped by the quoted-printable encoding of the mail.\n',
    );
    expect(first?.messageId).toMatch(/^<outbox-\d+-\d+@ota\.example>$/);
    expect(smtp.logins).toContainEqual({ user: 'tester', pass: 's@cret' });
    expect((await states('%@sent.example')).map((row) => [row.status, row.attempts, row.sent])).toEqual([
      ['SENT', 1, true],
      ['SENT', 1, true],
    ]);
    expect(lines.filter((line) => line.message === 'mail sent')).toHaveLength(2);

    // Nothing is due any more: a second look sends nothing.
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect(smtp.received).toHaveLength(2);
    await mailer.stop();
  });

  it('retries a refused mail after the back-off, then sends it exactly once', async () => {
    await enqueue(mail('retry@busy.example', 'Retried'));
    smtp.refuseRecipients(1);
    const { sender: mailer, lines } = sender();

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, logged: 0 });
    expect(smtp.received).toEqual([]);
    const [failed] = await states('%@busy.example');
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, sent: false });
    expect(failed?.last_error).toContain('Mailbox busy, try again later');
    expect(failed?.retry_in).toBeGreaterThanOrEqual(28);
    expect(failed?.retry_in).toBeLessThanOrEqual(30);
    expect(lines.find((line) => line.message === 'mail not sent, will retry')?.details).toMatchObject({
      to: 'retry@busy.example',
      attempts: 1,
      retryInSeconds: 30,
    });

    // Not due before the back-off has passed.
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });

    await timePasses();
    smtp.refuseRecipients(1);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1, logged: 0 });
    const [again] = await states('%@busy.example');
    expect(again).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(again?.retry_in).toBeGreaterThanOrEqual(58); // the wait doubles
    expect(again?.retry_in).toBeLessThanOrEqual(60);

    await timePasses();
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0, logged: 0 });
    await timePasses();
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect(smtp.received.map((received) => received.to)).toEqual([['retry@busy.example']]);
    expect(await states('%@busy.example')).toMatchObject([
      { status: 'SENT', attempts: 3, last_error: null, sent: true },
    ]);
    await mailer.stop();
  });

  it('never sends one mail twice when several processes deliver the same outbox', async () => {
    const recipients = Array.from({ length: 12 }, (_, n) => `p${n}@parallel.example`);
    await enqueue(...recipients.map((to) => mail(to, `Parallel ${to}`)));
    const senders = Array.from({ length: 3 }, () => sender().sender);
    const runs = await Promise.all(senders.map((mailer) => mailer.runOnce()));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    expect(smtp.received.flatMap((received) => received.to).sort()).toEqual([...recipients].sort());
    for (const mailer of senders) await mailer.stop();
  });

  it('keeps mail when the SMTP server cannot be reached, and sends it once it can', async () => {
    await enqueue(mail('later@down.example', 'Later'));
    const down = createMailSender({
      db: t.handle.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      log: memoryLog().log,
    });
    expect(await down.runOnce()).toEqual({ sent: 0, failed: 1, logged: 0 });
    expect(await states('%@down.example')).toMatchObject([{ status: 'FAILED', attempts: 1 }]);
    await down.stop();

    await timePasses();
    const { sender: up } = sender();
    expect(await up.runOnce()).toEqual({ sent: 1, failed: 0, logged: 0 });
    expect(smtp.received.map((received) => received.to)).toEqual([['later@down.example']]);
    await up.stop();
  });

  it('without SMTP_URL keeps mail PENDING and logs each one once (subject, recipient)', async () => {
    await enqueue(mail('kept@nosmtp.example', 'Kept in the outbox'));
    const { sender: mailer, lines } = sender(null);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, logged: 1 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });
    const logged = lines.filter((line) => line.message === 'mail kept in the outbox (no SMTP_URL)');
    expect(logged.map((line) => line.details)).toEqual([
      { mailId: expect.any(Number), to: 'kept@nosmtp.example', subject: 'Kept in the outbox' },
    ]);
    // Another process (or a restart) does not log it again.
    const { sender: other, lines: otherLines } = sender(null);
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect(otherLines).toEqual([]);
    expect(await states('%@nosmtp.example')).toMatchObject([{ status: 'PENDING', attempts: 0, sent: false }]);
    expect(smtp.received).toEqual([]);
  });

  it('runs as a loop from start to stop, warning once when SMTP is missing', async () => {
    await enqueue(mail('loop@loop.example', 'Looped'));
    const { log, lines } = memoryLog();
    const mailer = createMailSender({ db: t.handle.db, smtpUrl: smtp.url, log, intervalMs: 20 });
    mailer.start();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await mailer.stop();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);

    const quiet = memoryLog();
    const withoutSmtp = createMailSender({ db: t.handle.db, smtpUrl: null, log: quiet.log, intervalMs: 20 });
    withoutSmtp.start();
    withoutSmtp.start();
    await withoutSmtp.stop();
    expect(quiet.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'SMTP_URL is not set: mail stays in the outbox and is only logged',
    ]);
  });
});
