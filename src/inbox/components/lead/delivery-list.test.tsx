import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteCopy } from "@/content/readers/collections";
import { notSent } from "@/leads/server/outbox/not-sent";
import type { Delivery } from "@/server/db/schema";
import { DeliveryList } from "./delivery-list";

const at = "2026-11-27T15:04:00.000Z";
const delivery = (fields: Partial<Delivery>): Delivery => ({
  id: "d-1",
  lead_id: "lead-1",
  channel: "email",
  status: "delivered",
  attempts: 1,
  next_attempt_at: at,
  locked_until: null,
  lease_token: null,
  last_error: null,
  created_at: at,
  updated_at: at,
  delivered_at: at,
  recipient: null,
  network: null,
  ...fields,
});

/** The list's text, one line per delivery, as a person reads it. */
async function linesOf(deliveries: Delivery[]): Promise<string[]> {
  const { inbox } = await siteCopy();
  const html = renderToStaticMarkup(
    <DeliveryList deliveries={deliveries} copy={inbox.lead.deliveries} zone="America/Chicago" />,
  );
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) =>
    item!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("a lead's deliveries", () => {
  it("count one attempt as one, and more as many", async () => {
    const [once, thrice] = await linesOf([
      delivery({ attempts: 1 }),
      delivery({
        id: "d-2",
        channel: "webhook",
        status: "dead",
        attempts: 3,
        delivered_at: null,
        last_error: "HTTP 502",
      }),
    ]);
    expect(once).toContain("1 attempt ·");
    expect(thrice).toContain("3 attempts");
    expect(thrice).toContain("Last error: HTTP 502");
  });

  it("say why one was not sent once, under a label that already says so", async () => {
    const reason = "3 visitor emails already went to this inbox within 24 hours";
    const [skipped] = await linesOf([
      delivery({
        channel: "visitor",
        status: "skipped",
        attempts: 0,
        delivered_at: null,
        last_error: notSent(reason),
      }),
    ]);
    expect(skipped).toContain(`Why not sent: ${reason}`);
    expect(skipped).not.toMatch(/not sent: not sent|: not sent:/i);
  });
});
