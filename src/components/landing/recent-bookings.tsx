import type { ReactNode } from "react";
import { BoltIcon, ChatIcon, CheckIcon, PhoneIcon, SendIcon } from "@/components/ui/icons";
import { CardGrid } from "@/components/blocks/card-grid";
import { Section } from "@/components/ui/section";
import type { BookingChannel, LandingPage } from "@/content/schemas/copy/landing";

const channelIcons: Record<BookingChannel, ReactNode> = {
  call: <PhoneIcon className="size-5" />,
  text: <ChatIcon className="size-5" />,
  dm: <SendIcon className="size-5" />,
};

export type RecentBookingsProps = { copy: LandingPage["bookings"] };

export function RecentBookings({ copy }: RecentBookingsProps) {
  return (
    <Section id="recent-bookings" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.items} gap={5}>
        {(booking) => (
          <li
            key={booking.service}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card"
          >
            <div className="flex items-center justify-between gap-3">
              <p className="inline-flex items-center gap-2.5 text-sm font-semibold text-ink-700">
                <span className="grid size-9 place-items-center rounded-full bg-bolt-50 text-bolt-600">
                  {channelIcons[booking.channel]}
                </span>
                {booking.channelLabel}
              </p>
              <p className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">
                <CheckIcon className="size-3.5" />
                {copy.status}
              </p>
            </div>
            <h3 className="mt-5 text-h3 font-bold tracking-tight text-ink-900">
              {booking.service}
            </h3>
            <p className="mt-1 text-[0.9375rem] text-ink-600">{booking.business}</p>
            <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-ink-100 pt-4 text-sm">
              <div>
                <dt className="text-ink-600">{copy.askedLabel}</dt>
                <dd className="mt-0.5 font-semibold text-ink-900">{booking.asked}</dd>
              </div>
              <div>
                <dt className="text-ink-600">{copy.bookedLabel}</dt>
                <dd className="mt-0.5 font-semibold text-ink-900">{booking.booked}</dd>
              </div>
            </dl>
            <p className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-bolt-700">
              <BoltIcon className="size-4" />
              {booking.reply}
            </p>
          </li>
        )}
      </CardGrid>
    </Section>
  );
}
