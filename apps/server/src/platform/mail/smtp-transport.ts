import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Stable per outbox row, so a receiver can drop the copy of a mail sent twice after a crash. */
  messageId?: string;
}

/** What the sender loop needs of a mail transport (tests may pass their own). */
export interface MailTransport {
  readonly from: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  options: SMTPTransport.Options;
  from: string;
}

// Bounded well below the outbox lease, so a hung server cannot make a mail due twice.
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * SMTP_URL: smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps:// (TLS from
 * the start). The sender address is the `from` query parameter, else the user name when it is an
 * address, else ota-console@<host> (docs/decisions/0012-mail-delivery.md).
 */
export function smtpSettings(smtpUrl: string): SmtpSettings {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const options: SMTPTransport.Options = {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    secure,
    ...(url.port ? { port: Number(url.port) } : {}),
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    ...TIMEOUTS,
  };
  const from = url.searchParams.get('from') ?? (user.includes('@') ? user : `ota-console@${options.host}`);
  return { options, from };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const { options, from } = smtpSettings(smtpUrl);
  const transporter = nodemailer.createTransport(options);
  return {
    from,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
