import type { TestimonialInput } from "../../testimonials";

/**
 * The three quotes on /landing. The people and businesses are fictional samples that show the
 * kind of results the service aims for; replace them with real, permitted quotes.
 */
export const landingTestimonials: readonly TestimonialInput[] = [
  {
    slug: "landing-dental-office-manager",
    quote:
      "We were missing about {stats.calls-missed} of our calls, mostly at lunch and after five. Now every caller gets an answer and a time on the books. We went live in eight business days and haven’t sent a new patient to voicemail since.",
    role: "Office manager",
    clinicType: "Family dental practice, Raleigh NC",
    avatarLetter: "J",
    rating: 5,
  },
  {
    slug: "landing-medspa-owner",
    quote:
      "Same ad budget, {lumen-aesthetics-scottsdale.uplift} more consults, and our cost per lead is down {lumen-aesthetics-scottsdale.cost-per-lead}. Instagram DMs get a reply in under {lumen-aesthetics-scottsdale.reply-seconds} seconds, even at midnight, which is when half our clients message us.",
    role: "Owner",
    clinicType: "Medical spa, Nashville TN",
    avatarLetter: "A",
    rating: 5,
  },
  {
    slug: "landing-home-services-owner",
    quote:
      "I used to answer calls from under a sink. Now the AI picks up 24/7, books the job into my calendar and texts the customer a confirmation. I finally take a Saturday off.",
    role: "Owner",
    clinicType: "Plumbing and heating company, Phoenix AZ",
    avatarLetter: "T",
    rating: 4.9,
  },
];
