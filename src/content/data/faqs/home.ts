import type { FaqGroupInput } from "../../faqs";

/** The home page's questions (FAQPage structured data follows from them). */
export const homeFaqGroups: readonly FaqGroupInput[] = [
  {
    slug: "home",
    heading: "What practice owners ask before they switch",
    items: [
      {
        question: "Will patients know they are talking to an AI?",
        answer:
          "It introduces itself as your practice’s virtual assistant and speaks in the tone you choose. Patients get accurate answers in under 7 seconds, and anyone who asks for a person, or has an urgent clinical question, is passed straight to your team.",
      },
      {
        question: "Does it work with our phone system and booking software?",
        answer:
          "Yes. It answers on your existing number, website chat, text line and social inboxes, and books into the calendars and practice-management systems most clinics already use. If your setup needs a workaround, we tell you on the first call.",
      },
      {
        question: "How long does it take to launch?",
        answer:
          "Most practices go live in 7 to 10 business days: a kickoff call, scripts and booking rules written with you, then a test period with your team before any patient hears it.",
      },
      {
        question: "How do you handle HIPAA and patient privacy?",
        answer:
          "We are HIPAA-minded by design: the system asks only for what booking needs, we store no protected health information, and we sign a business associate agreement on request. Our [privacy policy](/privacy) explains what this website collects.",
      },
      {
        question: "What happens on the 15-minute consultation?",
        answer:
          "We look at your call volume, missed calls, response times and cost per lead, and show you where patients are slipping away. You leave with a personalized growth plan, whether or not you work with us.",
      },
    ],
  },
];
