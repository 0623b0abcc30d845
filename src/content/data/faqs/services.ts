/** FAQ groups of /services and the service pages (each page names its group by slug). */
export const serviceFaqGroups = [
  {
    slug: "services",
    heading: "Questions about our services",
    items: [
      {
        question: "Do we have to buy all four services?",
        answer:
          "No. Many practices start with the [AI receptionist](/services/ai-receptionist), because answering every call pays off fastest, then add ads, a faster website or automated follow-up. The services are built to work together, so each one you add makes the others perform better.",
      },
      {
        question: "How quickly will we see results?",
        answer:
          "The AI receptionist goes live in 7 to 10 business days and starts catching missed calls on day one. A new website launches in 2 to 3 weeks. Ad campaigns need a few weeks of data before cost per lead settles; practices running the full system have seen it fall by {lumen-aesthetics-scottsdale.cost-per-lead}.",
      },
      {
        question: "Will it work with our phone system and booking software?",
        answer:
          "It works with the phone setups, calendars and practice-management systems most clinics already use. We check your exact setup in the free audit and tell you plainly if anything needs a workaround.",
      },
      {
        question: "How do you handle HIPAA and patient privacy?",
        answer:
          "We are HIPAA-minded by design: our systems collect only what is needed to answer and book, we store no protected health information, and we sign a business associate agreement on request. Our [privacy policy](/privacy) explains what this website collects.",
      },
    ],
  },
  {
    slug: "service-ai-receptionist",
    heading: "Questions about the AI receptionist",
    items: [
      {
        question: "Will callers know they are talking to an AI?",
        answer:
          "It introduces itself as your practice’s virtual assistant and speaks naturally, in your practice’s words. If a caller asks for a person, it transfers the call or takes a message for your team, whichever you prefer.",
      },
      {
        question: "What happens with urgent or medical questions?",
        answer:
          "It never gives medical advice. You decide which situations count as urgent; those callers are passed to your on-call number or flagged to your team at once, with a short summary of the call.",
      },
      {
        question: "Do we keep our phone number?",
        answer:
          "Yes. Your number stays the same. You choose when the receptionist answers: when your team can’t pick up, after hours, or on every call.",
      },
      {
        question: "How long does setup take?",
        answer:
          "7 to 10 business days from the kickoff call. We load your services, providers, hours and policies, connect your calendar, test it with your team, then switch it on.",
      },
    ],
  },
  {
    slug: "service-chatbots",
    heading: "Questions about chatbots",
    items: [
      {
        question: "Which channels can the chatbot answer?",
        answer:
          "Web chat on your site, SMS, Instagram DMs and Facebook Messenger, all from one set of approved answers and one booking calendar.",
      },
      {
        question: "What if a patient asks something it shouldn’t answer?",
        answer:
          "It only answers from what you approve and never gives medical advice. Anything clinical, sensitive or unusual is handed to your team with the conversation attached, and the patient is told when to expect a reply.",
      },
      {
        question: "How is it different from the AI receptionist?",
        answer:
          "The chatbot handles written conversations; the [AI receptionist](/services/ai-receptionist) also answers phone calls. Most practices run both from the same answers, so patients hear the same thing everywhere.",
      },
      {
        question: "How soon can it go live?",
        answer:
          "Web chat can be live within 24 hours of the kickoff call. SMS and social inboxes follow once your accounts are connected and the answers are approved.",
      },
    ],
  },
  {
    slug: "service-social",
    heading: "Questions about social media",
    items: [
      {
        question: "Which platforms do you manage?",
        answer:
          "Instagram, Facebook, TikTok, LinkedIn and YouTube. Most practices start with one or two; we recommend the ones your patients actually use and tell you which to skip.",
      },
      {
        question: "Do we have to be on camera?",
        answer:
          "No, though a friendly face helps. A few minutes of phone clips from your team each month is plenty; we plan the shots, edit them and write everything around them.",
      },
      {
        question: "Who answers comments and DMs?",
        answer:
          "Booking questions get an instant reply in under 7 seconds, with real openings. Anything clinical or personal goes to your team, and we never discuss a patient’s care in public comments.",
      },
      {
        question: "Can you post patient photos and reviews?",
        answer:
          "Only with the patient’s written consent, which your practice collects and keeps. We never post protected health information, and before-and-after content follows the consent you have on file.",
      },
    ],
  },
  {
    slug: "service-websites",
    heading: "Questions about websites",
    items: [
      {
        question: "How long does a new website take?",
        answer:
          "2 to 3 weeks from kickoff to launch for most practices. A single landing page for a campaign is faster. We agree the pages, copy and launch date in writing before we start.",
      },
      {
        question: "What does a sub-2-second LCP target mean?",
        answer:
          "Largest contentful paint (LCP) is how long the main content of a page takes to appear. We build every page to show it in under 2 seconds on a mid-range phone over 4G, because patients leave slow pages before they book.",
      },
      {
        question: "Can you work with our existing website?",
        answer:
          "Yes. If your site is sound, we add landing pages, booking and chat to it. If it is slow or hard to update, we recommend a rebuild and show you the numbers behind that advice.",
      },
      {
        question: "Who owns the website?",
        answer:
          "You do: your domain, your content and your design. If you ever leave, you take everything with you.",
      },
    ],
  },
  {
    slug: "service-custom-systems",
    heading: "Questions about custom systems",
    items: [
      {
        question: "What counts as a custom system?",
        answer:
          "Any repeatable job between your phone, calendar, CRM and practice software: intake, reminders, recalls, review requests, referral tracking or reporting. If your team does it the same way every week, it can probably run itself.",
      },
      {
        question: "Which tools can you connect?",
        answer:
          "Most practice-management systems, calendars, CRMs, phone and texting platforms, form builders and spreadsheets that offer an integration or API. We confirm yours on the free call before anything is quoted.",
      },
      {
        question: "How do you handle patient data?",
        answer:
          "We design every workflow to pass only what is needed to book and follow up, store no protected health information on our side, and sign a business associate agreement on request.",
      },
      {
        question: "How long does a build take?",
        answer:
          "We scope every build in writing, with a launch date, before we start. Larger systems are delivered in stages, each one tested with your team before it goes live, so you see results early.",
      },
    ],
  },
];
