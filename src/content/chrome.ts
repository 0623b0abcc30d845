import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import { copy, metaDescription, numberTemplate, pageTitle } from "@/lib/content/fields";

/** Copy for the parts every page shares, and for the few pages that are not content pages. */
export const chromeSchema = z.object({
  skipLink: copy,
  bookDemo: copy,
  bookFreeDemo: copy,
  backHome: copy,
  header: z.object({
    industries: copy,
    openMenu: copy,
    menuTitle: copy,
    closeMenu: copy,
    callPhone: copy,
  }),
  mobileBar: z.object({ callUs: copy }),
  /** The links' words in the header, menus and footer, and on the services pages' way onward. */
  links: z.object({
    home: copy,
    solution: copy,
    services: copy,
    caseStudies: copy,
    blog: copy,
    allIndustries: copy,
    about: copy,
    demo: copy,
    privacy: copy,
    terms: copy,
    completeSolution: copy,
    readCaseStudies: copy,
    askQuestion: copy,
  }),
  footer: z.object({
    blurb: copy,
    hipaaNote: copy,
    columns: z.object({ services: copy, industries: copy, company: copy }),
    careers: z.object({ label: copy, status: copy }),
  }),
  exitIntent: z.object({
    eyebrow: copy,
    title: copy,
    pitch: copy,
    points: z.array(copy).min(1),
    cta: copy,
    dismiss: copy,
    close: copy,
  }),
  consent: z.object({
    label: copy,
    message: copy,
    accept: copy,
    decline: copy,
    settings: copy,
  }),
  closingCta: z.object({ heading: copy, body: copy, cta: copy, call: copy }),
  prose: z.object({ tableOfContents: copy, lastUpdated: copy }),
  /** Read after a testimonial's star rating by screen readers. */
  /** What a screen reader hears for a star rating: "Rated 4.9 out of 5". */
  ratingLabel: numberTemplate,
  notFound: z.object({
    title: pageTitle,
    description: metaDescription,
    eyebrow: copy,
    heading: copy,
    message: copy,
    /** An unknown slug under a collection's path gets that collection's own message. */
    sections: z.array(
      z.object({ path: z.string().regex(/^\/[a-z-]+$/), heading: copy, message: copy, back: copy }),
    ),
  }),
  bookCall: z.object({
    title: pageTitle,
    description: metaDescription,
    heading: copy,
    fallbackBefore: copy,
    fallbackLink: copy,
    fallbackAfter: copy,
  }),
  /** The inline booking widget's stand-in card, until (or unless) the provider's calendar loads. */
  schedulerWidget: z.object({
    label: copy,
    heading: copy,
    details: z.array(copy).min(1),
    load: copy,
    loading: copy,
    note: copy,
    failed: copy,
    openBookingPage: copy,
    /** The provider's calendar frame, named for screen readers. */
    frameTitle: copy,
  }),
  /** The product illustration in the home hero: an after-hours text answered and booked. */
  phoneMockup: z.object({
    description: copy,
    avatar: copy,
    sender: copy,
    status: copy,
    thread: z.array(z.object({ from: z.enum(["patient", "assistant"]), text: copy, time: copy })),
    booked: z.object({ label: copy, when: copy, detail: copy }),
  }),
});

export type ChromeCopy = z.output<typeof chromeSchema>;

export const chrome = defineEntry("chrome", chromeSchema, {
  skipLink: "Skip to content",
  bookDemo: "Book Demo",
  bookFreeDemo: "Book a Free Demo",
  backHome: "Back to the home page",
  header: {
    industries: "Industries",
    openMenu: "Menu",
    menuTitle: "{brand} menu",
    closeMenu: "Close menu",
    callPhone: "Call {phone}",
  },
  mobileBar: { callUs: "Call us" },
  links: {
    home: "Home",
    solution: "Our Solution",
    services: "Services",
    caseStudies: "Case Studies",
    blog: "Blog",
    allIndustries: "All industries",
    about: "About",
    demo: "Book a Demo",
    privacy: "Privacy",
    terms: "Terms",
    completeSolution: "See Our Complete Solution",
    readCaseStudies: "Read client case studies",
    askQuestion: "Ask us a question",
  },
  footer: {
    blurb:
      "AI receptionists, chatbots and follow-up systems that answer every patient in seconds and turn more enquiries into booked appointments.",
    hipaaNote:
      "HIPAA-minded by design: we store no protected health information, and a business associate agreement is available on request.",
    columns: { services: "Services", industries: "Industries", company: "Company" },
    careers: { label: "Careers", status: "not hiring yet" },
  },
  exitIntent: {
    eyebrow: "Before you go",
    title: "Free Growth Audit",
    pitch:
      "In 15 minutes we’ll show you how many calls, texts and leads your practice is missing, and what answering every one of them in {claims.reply} would be worth.",
    points: [
      "Missed-call and after-hours review",
      "Ad spend and cost-per-lead check",
      "A written 30-day plan you keep either way",
    ],
    cta: "Book my free audit",
    dismiss: "Maybe later",
    close: "Close",
  },
  consent: {
    label: "Analytics consent",
    message:
      "We’d like to use Google Analytics to see which pages help practices most. It stays off unless you allow it.",
    accept: "Allow analytics",
    decline: "No thanks",
    settings: "Cookie settings",
  },
  closingCta: {
    heading: "Ready to answer every patient in seconds?",
    body: "Book a free demo. We’ll map where your practice is losing patients today and show you the system live. Most practices launch in {claims.setup}.",
    cta: "Book a Free Demo",
    call: "or call {phone}",
  },
  prose: { tableOfContents: "On this page", lastUpdated: "Last updated" },
  ratingLabel: "Rated # out of 5",
  notFound: {
    title: "Page not found",
    description:
      "This page doesn’t exist or has moved. Head back to the {brand} home page, or book a free demo and see the AI front desk live.",
    eyebrow: "Error 404",
    heading: "We couldn’t find that page",
    message:
      "The link may be out of date or mistyped. Everything else is still answering: head home, or book a free demo and we’ll show you the system live.",
    sections: [
      {
        path: "/case-studies",
        heading: "Case study not found.",
        message:
          "That story may have been renamed or retired. Every current case study, by specialty, is one click away.",
        back: "← Back to Case Studies",
      },
      {
        path: "/blog",
        heading: "Post not found.",
        message:
          "That article may have moved. The latest guides for practice owners are on the blog.",
        back: "← Back to the Blog",
      },
      {
        path: "/services",
        heading: "We don’t offer that service (yet)",
        message:
          "The link may be out of date. Our services overview lists everything we build for practices, from ads to the AI receptionist.",
        back: "See all services",
      },
      {
        path: "/industries",
        heading: "Industry not found.",
        message:
          "We don’t have a page at that address yet. See the practices and local businesses we work with.",
        back: "← Back to Industries",
      },
    ],
  },
  bookCall: {
    title: "Book a Call",
    description:
      "Taking you to {brand}’s booking calendar to choose a time for your free 30-minute call.",
    heading: "Redirecting to Calendar...",
    fallbackBefore: "If nothing happens,",
    fallbackLink: "click here",
    fallbackAfter: "to open the booking page.",
  },
  schedulerWidget: {
    label: "Free demo",
    heading: "Choose a time for your 30-minute call",
    details: ["30 minutes", "Video call or phone", "Times in your time zone"],
    load: "Show available times",
    loading: "Loading the calendar...",
    note: "The calendar opens here from our scheduling provider.",
    failed: "The calendar couldn’t load on this page.",
    openBookingPage: "Open the booking page",
    frameTitle: "Booking calendar: pick a time for your free demo with {brand}",
  },
  phoneMockup: {
    description:
      "A patient texts at 9:41 PM and the AI receptionist books a Thursday 2:15 PM cleaning within seconds.",
    avatar: "AI",
    sender: "{brand} front desk",
    status: "Replies in {claims.reply}",
    thread: [
      {
        from: "patient",
        text: "Hi, do you have anything Thursday for a cleaning?",
        time: "9:41 PM",
      },
      {
        from: "assistant",
        text: "Yes. Dr. Patel has Thursday at 10:30 AM or 2:15 PM. Which suits you?",
        time: "9:41 PM",
      },
      { from: "patient", text: "2:15 please", time: "9:42 PM" },
    ],
    booked: {
      label: "Appointment booked",
      when: "Thursday, 2:15 PM",
      detail: "Cleaning with Dr. Patel · Confirmation sent",
    },
  },
});

type NotFoundText = { heading: string; message: string; back?: { href: string; label: string } };

/** The 404's text for a requested path: its collection's own under /case-studies/… and the like. */
export function getNotFoundText(requestPath: string | null): NotFoundText {
  const section = chrome.notFound.sections.find((candidate) =>
    requestPath?.startsWith(`${candidate.path}/`),
  );
  if (!section) return { heading: chrome.notFound.heading, message: chrome.notFound.message };
  return {
    heading: section.heading,
    message: section.message,
    back: { href: section.path, label: section.back },
  };
}
