import type { FaqGroupInput } from "../../faqs";

/** The six questions on /landing, answered before the visitor books. */
export const landingFaqGroups: readonly FaqGroupInput[] = [
  {
    slug: "landing",
    heading: "Questions owners ask before they book",
    items: [
      {
        question: "What happens on the free 15-minute call?",
        answer:
          "We look at how your calls, texts and DMs are answered today, where new patients slip through (after hours, lunch, busy mornings) and what your ads cost per lead. You leave with a clear plan and a fair estimate of what answering every enquiry is worth, whether or not you work with us.",
      },
      {
        question: "How soon could we be live?",
        answer:
          "Most businesses go live in 7 to 10 business days. We write the scripts and booking rules with you, connect your calendar, and test everything with your team before a single customer hears it.",
      },
      {
        question: "Will it work for my business and my systems?",
        answer:
          "It answers on your existing phone number, text line, website chat and social inboxes, and books into the calendars and practice-management systems most businesses already use. It is built for dental and medical practices, medspas, home services, law firms, real estate, restaurants and retail. If your setup needs a workaround, we tell you on the call.",
      },
      {
        question: "What if a caller needs a real person?",
        answer:
          "Anyone who asks for a person, or has an urgent or clinical question, is passed straight to your team with a summary of the conversation. The AI handles the routine questions and the booking; your staff handle the judgment calls.",
      },
      {
        question: "How do you handle HIPAA and patient privacy?",
        answer:
          "We are HIPAA-minded by design: the system asks only for what booking needs, we store no protected health information, and we sign a business associate agreement on request. Our [privacy policy](/privacy) explains what this website collects and how to ask for deletion.",
      },
      {
        question: "Why only 5 new businesses a month?",
        answer:
          "Every launch gets a hands-on build and a test period with your team, and we keep that promise by capping new starts at five a month. If this month is full when you book, we hold the next open spot for you.",
      },
    ],
  },
];
