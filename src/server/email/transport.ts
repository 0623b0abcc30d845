import nodemailer, { type Transporter } from "nodemailer";

/**
 * Nodemailer's own timeouts (up to ten minutes) cut to seconds, so a stalled server gives up well
 * within the worker's lease.
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
}
