/**
 * Delivery over SMTP for the standalone server (SMTP_URL, MAIL_FROM).
 * On Firebase the "Trigger Email from Firestore" extension delivers instead.
 */
import nodemailer from 'nodemailer';
import type { MailBericht } from '../kern/types';

export type MailSender = (mail: MailBericht) => Promise<void>;

/**
 * smtpUrl like 'smtps://user:pass@smtp.example.org:465' or 'smtp://localhost:25'.
 * Short timeouts: a hanging mail server must fail the attempt (the worker retries later)
 * rather than hold the worker and its lease for minutes.
 */
export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // The content is ours; it never needs to read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}
