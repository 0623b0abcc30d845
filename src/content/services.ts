import { z } from "zod";
import { faqGroupRef } from "./faqs";
import { defineEntry, withSiteTokens, type YamlRecord } from "@/lib/content/collection";
import {
  copy,
  inlineMarkdown,
  linkTarget,
  metaDescription,
  pageTitle,
  position,
} from "@/lib/content/fields";
import {
  cardSchema,
  channelsSchema,
  LIST_LENGTHS,
  listOf,
  moreProofSchema,
  pricingTiersSchema,
  relatedSchema,
  sectionCopy,
} from "./service-fields";

/**
 * A service sold, with its own page at /services/{slug}: one file each,
 * src/content/services/{slug}.yaml; the page, its footer link, sitemap entry and Service
 * structured data follow from it.
 */
export const serviceSchema = withSiteTokens(
  z
    .object({
      /** Its place in menus, the footer and /services: 1 comes first. */
      position,
      /** The service's name in menus, links, breadcrumbs and the case-study request. */
      name: copy,
      title: pageTitle,
      description: metaDescription,
      /** The kind of service, for its Service structured data. */
      serviceType: copy,
      hero: z.object({
        eyebrow: copy,
        heading: copy,
        intro: copy,
        /** Short promises under the buttons: the figures a practice owner looks for first. */
        highlights: listOf(copy, LIST_LENGTHS.highlights),
      }),
      benefits: sectionCopy.extend({ items: listOf(cardSchema, LIST_LENGTHS.benefits) }),
      channels: channelsSchema.optional(),
      scheduler: sectionCopy.extend({ points: listOf(copy, LIST_LENGTHS.schedulerPoints) }),
      /** The missed-call calculator after the booking section (the receptionist's page). */
      calculator: z.boolean().default(false),
      caseStudy: sectionCopy.extend({
        /** The story's figures, shown beside the form. */
        figures: listOf(z.object({ value: copy, label: copy }), LIST_LENGTHS.caseStudyFigures),
        /**
         * docs/product.md §7: every page but the receptionist's names its service in the request.
         */
        namesService: z.boolean(),
      }),
      pricing: sectionCopy.extend({ tiers: pricingTiersSchema }),
      faqs: faqGroupRef,
      /** docs/product.md leaves them off the chatbot and receptionist pages. */
      related: relatedSchema(linkTarget).optional(),
      moreProof: moreProofSchema.optional(),
    })
    .strict(),
);

export type Service = YamlRecord<typeof serviceSchema>;

/** Copy every service page shares. */
export const servicePageSchema = z.object({
  bookFreeDemo: copy,
  seePricing: copy,
  caseStudyForm: z.object({
    label: copy,
    placeholder: copy,
    submit: copy,
    sending: copy,
    success: copy,
    note: copy,
    /** The fixed texts of the request (docs/product.md §7); the email is the visitor's. */
    request: z.object({ name: copy, subject: copy, message: copy, serviceLabel: copy }),
  }),
  pricing: z.object({ book: copy, featured: copy, includes: copy }),
  hipaa: z.object({ heading: copy, body: inlineMarkdown }),
});

export const servicePage = defineEntry("service-page", servicePageSchema, {
  bookFreeDemo: "Book Free Demo",
  seePricing: "See Pricing",
  caseStudyForm: {
    label: "Work email",
    placeholder: "you@yourpractice.net",
    submit: "Email me the case study",
    sending: "Sending...",
    success: "Check your inbox. We sent the case study link.",
    note: "One email with the link. No newsletter, and we never share your address.",
    request: {
      name: "Website Visitor",
      subject: "Case study download",
      message: "Please send me the case study download link.",
      serviceLabel: "Service",
    },
  },
  pricing: { book: "Book", featured: "Most chosen", includes: "What’s included" },
  hipaa: {
    heading: "HIPAA-minded from the first hello",
    body: "Every system we build asks only for what it needs to answer and book: a name, a number, a preferred time. We store no protected health information, clinical questions go straight to your team, and we sign a business associate agreement (BAA) on request. Our [privacy policy](/privacy) spells out what this website collects.",
  },
});

export type ServicePageCopy = z.output<typeof servicePageSchema>;

/** What the case-study form sends besides the visitor's email (docs/product.md §7). */
export type CaseStudyRequest = { name: string; subject: string; message: string };

export function caseStudyRequest(service: Service): CaseStudyRequest {
  const { name, subject, message, serviceLabel } = servicePage.caseStudyForm.request;
  return {
    name,
    subject,
    message: service.caseStudy.namesService
      ? `${message} ${serviceLabel}: ${service.name}`
      : message,
  };
}

/** The /services overview. */
export const servicesOverviewSchema = z.object({
  /** The page's name in links and breadcrumbs. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: z.object({ eyebrow: copy, heading: copy, intro: copy, bookAudit: copy }),
  blocks: sectionCopy.extend({
    items: z
      .array(
        z.object({
          /** Which of the four it is: picks the block's icon. */
          kind: z.enum(["ads", "websites", "receptionist", "nurture"]),
          label: copy,
          title: copy,
          body: copy,
          points: z.array(copy).length(3),
          proof: z.object({ value: copy, label: copy }),
          link: z.object({ label: copy, href: linkTarget }).optional(),
        }),
      )
      .length(4),
  }),
  proof: sectionCopy.extend({
    figures: z.array(z.object({ value: copy, label: copy })).length(4),
  }),
  faqs: faqGroupRef,
});

export type ServicesOverview = z.output<typeof servicesOverviewSchema>;

export const servicesOverview = defineEntry("services-overview", servicesOverviewSchema, {
  name: "Services",
  title: "Patient Growth Services for Practices",
  description:
    "Paid ads, fast websites, an AI receptionist that answers in {claims.reply} and automated follow-up: one system that turns clicks into booked patients.",
  hero: {
    eyebrow: "Core services",
    heading: "Everything between the first click and the booked appointment",
    intro:
      "Four services built to work as one system: ads that reach the right patients, pages that convert them, an AI receptionist that answers in {claims.reply}, and follow-up that keeps going until they book.",
    bookAudit: "Book a Free Audit",
  },
  blocks: {
    eyebrow: "What we do",
    heading: "Four services. One path from ad to appointment.",
    intro:
      "Each one works on its own. Together they close the gaps where practices lose patients: the unanswered ad lead, the slow page, the missed call and the enquiry nobody followed up.",
    items: [
      {
        kind: "ads",
        label: "Paid traffic",
        title: "Ads that are judged by booked appointments, not clicks",
        body: "We run Meta and Google campaigns for the treatments you want to grow, and track every lead from the first click to the chair, so you know exactly what each new patient cost.",
        points: [
          "Facebook, Instagram and Google Search campaigns",
          "Optimized for booked consults, not cheap form fills",
          "Monthly report in plain numbers: spend, leads, bookings",
        ],
        proof: {
          value: "−{lumen-aesthetics-scottsdale.cost-per-lead}",
          label: "cost per lead for a Scottsdale medspa",
        },
      },
      {
        kind: "websites",
        label: "Websites and conversion assets",
        title: "Pages that load fast and turn visitors into bookings",
        body: "Practice websites and campaign landing pages built around one job: getting the visitor to book. Clear treatment pages, booking and click-to-call on every screen, and chat for the questions in between.",
        points: [
          "Launched in {claims.build}",
          "Built to a sub-2-second largest-contentful-paint target",
          "Landing pages matched to each ad campaign",
        ],
        proof: { value: "< 2 s", label: "largest-paint target on a mid-range phone" },
        link: { label: "Explore websites", href: "/services/websites" },
      },
      {
        kind: "receptionist",
        label: "AI receptionist",
        title: "Every call, text and DM answered in {claims.reply}",
        body: "Practices miss up to {stats.calls-missed} of their calls. Your AI receptionist picks up 24/7, answers the questions your front desk hears all day and books straight into your calendar.",
        points: [
          "Calls, texts and DMs answered day and night",
          "Books, reschedules and confirms appointments",
          "Live in {claims.setup}",
        ],
        proof: { value: "{stats.missed-calls-saved}", label: "of once-missed calls now answered" },
        link: { label: "Explore the AI receptionist", href: "/services/ai-receptionist" },
      },
      {
        kind: "nurture",
        label: "Automated nurturing",
        title: "Follow-up that never forgets a lead",
        body: "Most enquiries don’t book on the first touch. Timed texts and emails follow up, recover no-shows and bring overdue patients back, and they stop the moment someone books.",
        points: [
          "Speed-to-lead texts within seconds of an enquiry",
          "No-show and cancellation recovery",
          "Recall and reactivation campaigns for past patients",
        ],
        proof: { value: "+{stats.booking-increase}", label: "more bookings from the same leads" },
        link: { label: "Explore custom systems", href: "/services/custom-systems" },
      },
    ],
  },
  proof: {
    eyebrow: "What the full system delivers",
    heading: "Results practices see when the four work together",
    figures: [
      { value: "+{lumen-aesthetics-scottsdale.uplift}", label: "booked consults" },
      { value: "−{lumen-aesthetics-scottsdale.cost-per-lead}", label: "cost per lead" },
      { value: "< 7 s", label: "first response, day or night" },
      { value: "24/7", label: "coverage on calls, texts and DMs" },
    ],
  },
  faqs: "services",
});
