import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { insertOutbox } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  kind: string;
  locale: string;
  userId?: string | null;
}

export interface Mailer {
  /** Sends (or keeps) one message; never throws: a failure is recorded in the outbox. */
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL, messages go through nodemailer and the outbox keeps a delivery record
 * without the body (links in it are credentials). Without SMTP_URL, every message is kept
 * whole in the outbox, where administrators (and tests) read it.
 */
export function createMailer(db: Db, config: Config): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(message) {
      const base = {
        userId: message.userId ?? null,
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        locale: message.locale,
      };
      if (!transport) {
        await insertOutbox(db, { ...base, body: message.body, status: 'kept' });
        return;
      }
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        await insertOutbox(db, { ...base, body: null, status: 'sent' });
      } catch (err) {
        await insertOutbox(db, {
          ...base,
          body: null,
          status: 'failed',
          error: err instanceof Error ? err.message.slice(0, 500) : 'unknown',
        });
      }
    },
  };
}
