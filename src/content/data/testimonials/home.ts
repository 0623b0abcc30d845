import type { TestimonialInput } from "../../testimonials";

/**
 * Quotes the home page's rotator shows. The practices and people are fictional samples that show
 * the kind of results the service aims for; replace them with real, permitted quotes.
 */
export const homeTestimonials: readonly TestimonialInput[] = [
  {
    slug: "home-dental-practice-manager",
    quote:
      "We used to lose the 6 PM callers to voicemail. Now every one of them is answered in seconds and most are booked before they hang up. New-patient bookings are up {stats.booking-increase} since spring.",
    role: "Practice manager",
    clinicType: "Family dental practice, Austin",
    avatarLetter: "M",
    rating: 5,
  },
  {
    slug: "home-medspa-owner",
    quote:
      "Our Instagram DMs finally get answered while the lead is still warm. Consults are up {lumen-aesthetics-scottsdale.uplift} and our cost per lead dropped {lumen-aesthetics-scottsdale.cost-per-lead}, on the same ad budget.",
    role: "Owner",
    clinicType: "Medical spa, Scottsdale",
    avatarLetter: "S",
    rating: 5,
  },
  {
    slug: "home-chiropractic-owner",
    quote:
      "I stopped checking my phone between adjustments. The AI front desk books, reschedules and sends reminders, and my team got back about 12 hours a week.",
    role: "Chiropractor and owner",
    clinicType: "Chiropractic clinic, Denver",
    avatarLetter: "D",
    rating: 5,
  },
  {
    slug: "home-eye-care-director",
    quote:
      "Launch took nine business days. The first weekend it booked 14 appointments from calls we would have missed, and patients assumed they were talking to our front desk.",
    role: "Operations director",
    clinicType: "Eye care center, Charlotte",
    avatarLetter: "R",
    rating: 5,
  },
  {
    slug: "home-physical-therapy-manager",
    quote:
      "What sold me was the monthly review: real numbers on calls, bookings and cost per lead, and a plan for what to fix next. It feels like a growth team, not software.",
    role: "Clinic manager",
    clinicType: "Physical therapy group, Tampa",
    avatarLetter: "K",
    rating: 4.8,
  },
];
