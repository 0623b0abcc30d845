import type { z } from "zod";
import type { faqGroupSchema } from "../../faqs";

/** The questions on /case-studies. */
export const caseStudyFaqGroups: readonly z.input<typeof faqGroupSchema>[] = [
  {
    slug: "case-studies",
    heading: "Questions about these results",
    items: [
      {
        question: "Are these results typical?",
        answer:
          "They show what the system is built to do, not a promise. Practices that answered slowly, missed calls after hours or ran ads without follow-up tend to see the biggest change; a practice that already replies in minutes sees smaller gains. On a free 15-minute call we size the opportunity from your own call volume and ad spend.",
      },
      {
        question: "How soon do practices see a difference?",
        answer:
          "Reply times change on launch day, because every call, text and DM is answered in seconds from then on. Booking gains usually show within the first month; ad savings take a little longer, as campaigns learn from booked appointments rather than clicks. Most practices launch in 7 to 10 business days.",
      },
      {
        question: "Do you store patient health information?",
        answer:
          "No. The system collects only what it needs to book an appointment, stores no protected health information, and we sign a business associate agreement on request. We are HIPAA-minded by design; our [privacy policy](/privacy) explains what this website collects.",
      },
    ],
  },
];
