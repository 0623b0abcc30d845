import { clsx } from "clsx";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Booking } from "@/server/db/schema";
import { inboxTime } from "@/server/time-zone";

export type BookingListProps = {
  bookings: Booking[];
  copy: InboxCopy["lead"]["bookings"];
  zone: string;
};

/** The demo calls the lead booked on the scheduler: when, and whether each stands. */
export function BookingList({ bookings, copy, zone }: BookingListProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {bookings.map((booking) => {
        const when = (iso: string) => inboxTime(iso, zone);
        const ended = booking.canceled_at
          ? fillTemplate(booking.rescheduled ? copy.moved : copy.canceled, {
              when: when(booking.canceled_at),
            })
          : copy.standing;
        return (
          <li key={booking.invitee} className="py-3">
            <p className={booking.canceled_at ? "text-ink-600" : "font-semibold text-ink-900"}>
              {fillTemplate(booking.canceled_at ? copy.callOff : copy.call, {
                when: when(booking.starts_at),
              })}
            </p>
            <p className="mt-0.5 text-sm text-ink-500">
              {fillTemplate(copy.booked, { when: when(booking.booked_at) })}
              {" · "}
              <span
                className={clsx(
                  "font-semibold",
                  booking.canceled_at ? "text-ink-600" : "text-teal-700",
                )}
              >
                {ended}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
