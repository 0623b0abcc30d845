import { clsx } from "clsx";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import type { Booking } from "@/server/db/schema";
import { bookingWords } from "@/inbox/booking-words";

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
        const { call, booked, ended } = bookingWords(booking, copy, zone);
        return (
          <li key={booking.invitee} className="py-3">
            <p className={booking.canceled_at ? "text-ink-600" : "font-semibold text-ink-900"}>
              {call}
            </p>
            <p className="mt-0.5 text-sm text-ink-500">
              {booked}
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
