import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Booking } from "@/server/db/schema";
import { inboxTime } from "@/server/time-zone";

/**
 * A demo call as the inbox tells it, on the lead's page and in the export alike: when the call
 * is (or was set for), when it was booked, and whether it stands, was canceled or was moved.
 */
export function bookingWords(
  booking: Booking,
  copy: InboxCopy["lead"]["bookings"],
  zone: string,
): { call: string; booked: string; ended: string } {
  const when = (iso: string) => inboxTime(iso, zone);
  return {
    call: fillTemplate(booking.canceled_at ? copy.callOff : copy.call, {
      when: when(booking.starts_at),
    }),
    booked: fillTemplate(copy.booked, { when: when(booking.booked_at) }),
    ended: booking.canceled_at
      ? fillTemplate(booking.rescheduled ? copy.moved : copy.canceled, {
          when: when(booking.canceled_at),
        })
      : copy.standing,
  };
}
