/*
 * Outgoing mail: invitations and password resets. With SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) it goes
 * through nodemailer; without, the message is written to the service's log for the operator to pass on (the
 * dashboard also offers invitation links to copy).
 */
import { createTransport } from 'nodemailer';
import { writeLog } from './log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (message: MailMessage) => Promise<void>;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return async (message) => writeLog('info', { msg: 'mail not sent: SMTP_URL is unset', ...message });
  const transport = createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
