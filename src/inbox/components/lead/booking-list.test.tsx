import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteCopy } from "@/content/readers/collections";
import type { Booking } from "@/server/db/schema";
import { BookingList } from "./booking-list";

const booking = (fields: Partial<Booking>): Booking => ({
  invitee: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
  lead_id: "lead-1",
  starts_at: "2026-12-03T16:00:00.000Z",
  booked_at: "2026-11-27T15:04:00.000Z",
  canceled_at: null,
  rescheduled: 0,
  status_before: "new",
  ...fields,
});

/** Each call's first line, as a person reads it. */
async function headlinesOf(bookings: Booking[]): Promise<string[]> {
  const { inbox } = await siteCopy();
  const html = renderToStaticMarkup(
    <BookingList bookings={bookings} copy={inbox.lead.bookings} zone="America/Chicago" />,
  );
  return [...html.matchAll(/<li[^>]*><p[^>]*>(.*?)<\/p>/g)].map(([, line]) => line!);
}

describe("a lead's demo calls", () => {
  it("head a standing call with its time, and one called off with the time it was set for", async () => {
    const canceledAt = "2026-11-28T18:30:00.000Z";
    expect(
      await headlinesOf([
        booking({}),
        booking({ invitee: "IN2", canceled_at: canceledAt }),
        booking({ invitee: "IN3", canceled_at: canceledAt, rescheduled: 1 }),
      ]),
    ).toEqual([
      "Call on Dec 3, 2026, 10:00 AM",
      "Was set for Dec 3, 2026, 10:00 AM",
      "Was set for Dec 3, 2026, 10:00 AM",
    ]);
  });
});
