import type { FaqGroupInput } from "../../faqs";

/** The five questions on /solutions. */
export const solutionsFaqGroups: readonly FaqGroupInput[] = [
  {
    slug: "solutions",
    heading: "Questions about the system",
    items: [
      {
        question: "Do we need all five steps, or can we start with one?",
        answer:
          "Start where the leak is biggest. Many practices begin with the AI receptionist alone, because answering every call and message pays back fastest, then add ads and nurture once nothing slips through. Every part shares one CRM, so adding a step later changes nothing you already run.",
      },
      {
        question: "How fast does a new lead get a response?",
        answer:
          "In under 7 seconds, day or night: calls, texts, web chat and Instagram or Facebook DMs. The AI receptionist answers from a playbook you approve and books straight into your calendar.",
      },
      {
        question: "Will it work with our booking or practice-management software?",
        answer:
          "It books into the calendars and practice-management systems most practices already use. We confirm your exact setup on the demo and tell you plainly if anything needs a workaround.",
      },
      {
        question: "How do you handle patient privacy?",
        answer:
          "We are HIPAA-minded by design: the system collects only what it needs to book, stores no protected health information, and hands clinical questions to your team instead of answering them. We sign a business associate agreement on request, and our [privacy policy](/privacy) explains what this website collects.",
      },
      {
        question: "How soon is it live, and how do we know it is working?",
        answer:
          "Most practices launch in 7 to 10 business days; a new website or landing pages take 2 to 3 weeks. From day one the CRM traces every lead from its first click to a booked appointment, and a weekly report shows leads, bookings and cost per booking. See how it runs for [your specialty](/industries).",
      },
    ],
  },
];
