import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, metaDescription, pageTitle } from "../fields";
import { template } from "../template";

export const chromeSchema = z.object({
  skipLink: copy,
  bookDemo: copy,
  bookFreeDemo: copy,
  backHome: copy,
  downloadPdf: copy,
  header: z.object({
    industries: copy,
    openMenu: copy,
    menuTitle: copy,
    closeMenu: copy,
    callPhone: copy,
  }),
  mobileBar: z.object({ callUs: copy }),
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
  prose: z.object({ tableOfContents: copy, lastUpdated: copy, sectionLink: copy }),
  /** What a screen reader hears for a star rating: "Rated 4.9 out of 5". */
  ratingLabel: template("rating"),
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
    frameTitle: copy,
  }),
  phoneMockup: z.object({
    description: copy,
    avatar: copy,
    sender: copy,
    status: copy,
    thread: z.array(z.object({ from: z.enum(["patient", "assistant"]), text: copy, time: copy })),
    booked: z.object({ label: copy, when: copy, detail: copy }),
  }),
});

export type ChromeCopy = FinishedFields<typeof chromeSchema>;
