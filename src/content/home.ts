import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import { copy, metaDescription, pageTitle } from "@/lib/content/fields";
import { statRefs } from "./stats";
import { testimonialRefs } from "./testimonials";

const fourStats = statRefs.refine((stats) => stats.length === 4, "shows four stats");

/** Icons a benefit card can carry (drawn in components/ui/icons.tsx). */
export const BENEFIT_ICONS = ["bolt", "clock", "calendar", "shield"] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

const sectionIntro = { eyebrow: copy, heading: copy, intro: copy };

export const homePageSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  hero: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    primaryCta: copy,
    secondaryCta: copy,
    stats: fourStats,
    /** The background loop's control: its name while playing, and while paused. */
    video: z.object({ pause: copy, play: copy }),
  }),
  whyChoose: z.object({
    ...sectionIntro,
    benefits: z
      .array(z.object({ icon: z.enum(BENEFIT_ICONS), title: copy, body: copy }))
      .length(4, "four benefits"),
  }),
  howItWorks: z.object({
    ...sectionIntro,
    steps: z.array(z.object({ title: copy, body: copy })).length(4, "four steps"),
  }),
  results: z.object({ ...sectionIntro, stats: fourStats, cta: copy }),
  quotes: z.object({
    eyebrow: copy,
    heading: copy,
    /** The rotator's accessible name. */
    label: copy,
    pause: copy,
    play: copy,
    /** Names the group of buttons that pick a quote. */
    choose: copy,
    testimonials: testimonialRefs.refine((quotes) => quotes.length >= 2, "two quotes or more"),
  }),
  leadForm: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    points: z.array(copy).min(1),
    fields: z.object({ name: copy, email: copy, practice: copy, phone: copy, optional: copy }),
    submit: copy,
    submitting: copy,
    note: copy,
    /** Shown above the button once the calculator's estimate goes with the request. */
    estimateAttached: copy,
    /** What the agency's inbox shows for these leads (never on the page). */
    lead: z.object({ subject: copy, message: copy }),
  }),
});

export type HomePage = z.output<typeof homePageSchema>;

export const homePage = defineEntry("home", homePageSchema, {
  title: "{brand}: AI Front Desk for Medical Practices",
  description:
    "{brand} answers every call, text and enquiry in {claims.reply}, books patients 24/7 and turns ad spend into booked appointments for medical practices.",
  hero: {
    eyebrow: "AI front desk for medical practices",
    heading: "Every patient answered. Every appointment booked.",
    intro:
      "Your AI receptionist picks up calls, texts and DMs in {claims.reply}, day or night, and books straight into your calendar, so no new patient ends up with the clinic down the road.",
    primaryCta: "Book Demo",
    secondaryCta: "See AI in Action",
    stats: ["acquisition", "response", "recovered", "rating"],
    video: { pause: "Pause background video", play: "Play background video" },
  },
  whyChoose: {
    eyebrow: "Why practices choose {brand}",
    heading: "A front desk that never puts a patient on hold",
    intro:
      "Your team is at its best with the patient in front of them. {brand} takes everyone else: the 7 PM caller, the Sunday text, the DM asking about pricing, and books them before they try the next practice on the list.",
    benefits: [
      {
        icon: "bolt",
        title: "Answered in {claims.reply}",
        body: "Calls, texts and DMs get a warm, accurate reply before the patient has time to dial someone else. Speed to answer is the biggest single lever on new-patient bookings.",
      },
      {
        icon: "clock",
        title: "Open 24/7, holidays included",
        body: "A busy practice misses about {stats.calls-missed} of its calls. Evenings, weekends and the lunch rush are covered, and anything urgent goes straight to your team.",
      },
      {
        icon: "calendar",
        title: "Booked straight into your calendar",
        body: "It checks live availability, books, reschedules and sends reminders in the calendar or practice-management system you already use. Nobody re-keys a thing.",
      },
      {
        icon: "shield",
        title: "HIPAA-minded from day one",
        body: "It asks only for what booking needs, we store no protected health information, and we sign a business associate agreement on request.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "How it works",
    heading: "Live in {claims.setup}",
    intro:
      "Four steps from kickoff to a full calendar. You give us about an hour across the launch; we do the building, testing and tuning.",
    steps: [
      {
        title: "Connect",
        body: "We connect your phone line, website chat, text number and social inboxes to one AI front desk, linked to your calendar and CRM.",
      },
      {
        title: "Engage",
        body: "Every enquiry is answered in {claims.reply}, in your practice’s voice: services, price ranges, insurance questions and directions, 24/7.",
      },
      {
        title: "Book",
        body: "Patients choose a time and are booked on the spot. Reminders and rescheduling run on their own, and every booking lands in your CRM.",
      },
      {
        title: "Optimize",
        body: "Each month we review calls, conversion and cost per lead with you, then tune scripts and ads. Clients see cost per lead fall {lumen-aesthetics-scottsdale.cost-per-lead} on average.",
      },
    ],
  },
  results: {
    eyebrow: "Results",
    heading: "What changes in the first 90 days",
    intro:
      "Averages across practices that have run the {brand} front desk for three months or more.",
    stats: ["missed-calls-saved", "booking-increase", "hours-saved", "star-rating"],
    cta: "Book a Free Demo",
  },
  quotes: {
    eyebrow: "From practice owners",
    heading: "Practices that stopped missing patients",
    label: "Client quotes",
    pause: "Pause quotes",
    play: "Play quotes",
    choose: "Choose a quote",
    testimonials: [
      "home-dental-practice-manager",
      "home-medspa-owner",
      "home-chiropractic-owner",
      "home-eye-care-director",
      "home-physical-therapy-manager",
    ],
  },
  leadForm: {
    eyebrow: "Free growth plan",
    heading: "Step 1: Get your personalized growth plan",
    intro:
      "Tell us where to send it, then pick a time for a 15-minute consultation. We’ll show you how many patients your practice is missing and what answering every one of them would be worth.",
    points: [
      "Your missed-call and after-hours numbers, reviewed with you",
      "A cost-per-lead check on your current ads",
      "A written plan to go live in {claims.setup}",
    ],
    fields: {
      name: "Full name",
      email: "Work email",
      practice: "Practice name",
      phone: "Phone",
      optional: "optional",
    },
    submit: "Get my growth plan",
    submitting: "Redirecting…",
    note: "Next you choose a time on our calendar. No health information needed; we never share your details.",
    estimateAttached:
      "Your missed-call estimate goes with this request, so we can start from your numbers.",
    lead: {
      subject: "Personalized growth plan request",
      message:
        "Asked for a personalized growth plan on the home page and went on to choose a time in the calendar.",
    },
  },
});
