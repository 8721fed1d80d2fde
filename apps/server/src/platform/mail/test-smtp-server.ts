import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text part, transfer encoding undone. */
  text: string;
  messageId: string;
  raw: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  readonly logins: Array<{ user: string; pass: string }>;
  /** The next `count` RCPT TO commands are refused with a temporary 450 error. */
  refuseRecipients(count: number): void;
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r\n[ \t]+/g, ' ').trim() ?? '';
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const body = split < 0 ? '' : raw.slice(split + 4);
  const decoded = /quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : body;
  return decoded.replace(/\r\n/g, '\n');
}

/**
 * A real SMTP server on a random local port (no TLS; AUTH PLAIN/LOGIN allowed in clear), recording
 * every mail it accepts. smtp://tester:secret@127.0.0.1:PORT?from=alerts@ota.example reaches it.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const logins: Array<{ user: string; pass: string }> = [];
  let refusals = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'Subject'),
          text: textBody(raw),
          messageId: header(raw, 'Message-ID'),
          raw,
        });
        callback();
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://tester:s%40cret@127.0.0.1:${port}?from=alerts@ota.example`,
    received,
    logins,
    refuseRecipients(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
