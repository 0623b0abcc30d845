import { createServer, type IncomingHttpHeaders } from "node:http";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** The secret webhook deliveries are signed with in the tests (Standard Webhooks' whsec_ form). */
export const WEBHOOK_SECRET =
  "whsec_" + Buffer.from("a-32-byte-secret-for-the-tests!!").toString("base64");

export type SmtpPeer = { url: string; messages: ParsedMail[]; close: () => Promise<void> };

/** A message as it arrived: the envelope's recipients and the raw text. */
export type SmtpDelivery = { to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, and hands each to
 * `onMessage` (if given) before acknowledging it.
 */
export async function startSmtpPeer(
  port = 0,
  onMessage?: (delivery: SmtpDelivery) => void,
): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            messages.push(mail);
            onMessage?.({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: raw.toString("utf8"),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type WebhookCall = { headers: IncomingHttpHeaders; body: string };

export type WebhookPeer = {
  url: string;
  calls: WebhookCall[];
  /** Status codes to answer, in order; the last one repeats. */
  answers: number[];
  /** How long the receiver takes to answer each call. */
  delayMs: number;
  /** Calls that arrived while a call with the same `webhook-id` was still being answered. */
  overlaps: number;
  close: () => Promise<void>;
};

/** A real HTTP receiver on 127.0.0.1 (on `port`, or any free one) that records each call and answers as told. */
export async function startWebhookPeer(answers: number[] = [200], port = 0): Promise<WebhookPeer> {
  const calls: WebhookCall[] = [];
  const peer = { answers, delayMs: 0, overlaps: 0 } as WebhookPeer;
  const answering = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = String(req.headers["webhook-id"]);
      if (answering.has(id)) peer.overlaps += 1;
      answering.add(id);
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = peer.answers[Math.min(calls.length - 1, peer.answers.length - 1)] ?? 200;
      setTimeout(() => {
        answering.delete(id);
        res.writeHead(status).end();
      }, peer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return Object.assign(peer, {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
