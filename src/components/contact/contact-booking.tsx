import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Eyebrow } from "@/components/ui/section";
import type { ContactPage } from "@/content/schemas/copy/contact";
import { CONTACT_FORM_HEADING_ID } from "@/lib/paths";

export type ContactBookingProps = {
  form: ContactPage["form"];
  calendar: ContactPage["calendar"];
  children: ReactNode;
  /** The booking calendar, the page's `embed` slot (optional: see SchedulerWidget's `fallback`). */
  embed?: ReactNode;
};

/**
 * The form beside the calendar: one way for the visitor with something to say, one for the visitor
 * who just wants a time.
 */
export function ContactBooking({ form, calendar, children, embed }: ContactBookingProps) {
  return (
    <section id="book" aria-label={form.heading} className="bg-ink-50 py-16 sm:py-24">
      <Container className="grid items-start gap-12 lg:grid-cols-2 lg:gap-12">
        <div className="rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
          <Eyebrow>{form.eyebrow}</Eyebrow>
          <h2 id={CONTACT_FORM_HEADING_ID} className="text-h2 font-bold text-balance">
            {form.heading}
          </h2>
          <p className="mt-4 mb-8 text-ink-600">{form.intro}</p>
          {children}
          <p className="mt-5 text-sm text-ink-600">{form.note}</p>
        </div>
        <div>
          <div className="mb-6 px-1">
            <Eyebrow>{calendar.eyebrow}</Eyebrow>
            <h2 className="text-h3 font-bold text-balance text-ink-900">{calendar.heading}</h2>
            <p className="mt-2 text-ink-600">{calendar.intro}</p>
          </div>
          {embed}
        </div>
      </Container>
    </section>
  );
}
