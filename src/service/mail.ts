/*
 * Outgoing mail: invitations and password resets. With SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) it goes
 * through nodemailer; without, the message is written to the service's log for the operator to pass on (the
 * dashboard also offers invitation links to copy).
 */
import { writeLog } from './log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (message: MailMessage) => Promise<void>;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return async (message) => writeLog('info', { msg: 'mail not sent: SMTP_URL is unset', ...message });
  // Loaded once SMTP is configured, not at every start (about 10 MiB of modules most installations never use).
  const transport = import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
  return async (message) => {
    await (await transport).sendMail({ from, ...message });
  };
}
