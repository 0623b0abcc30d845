export const aboutPage = {
  slug: "about",
  name: "About Us",
  title: "About Us: AI Automation for Medical Practices",
  description:
    "Why we help medical practices answer every call, text and message in seconds, how we work with your team, and the principles behind it.",
  eyebrow: "About us",
  heading: "Every patient who reaches out deserves an answer",
  intro:
    "{brand} builds AI automation that answers, follows up with and books new patients for medical practices and local businesses, so no inquiry goes to voicemail and no lead goes cold.",
  sections: [
    {
      heading: "Why we exist",
      body: [
        "Most practices don’t have a marketing problem. They have a response problem. A new patient calls during lunch, reaches voicemail and books with the next practice on the list. A web inquiry waits until the next morning. A text about pricing never gets a reply.",
        "In many of the practices we audit, as many as {stats.calls-missed} of inbound calls go unanswered, and every one of them is a patient the practice already paid to attract. Front desks are busy with the patients in front of them, which is exactly where their attention belongs.",
        "We started {brand} to close that gap: to make sure every call, text and message gets a fast, helpful answer, day or night, and that interested patients end up on the schedule.",
      ],
    },
    {
      heading: "What we do",
      body: [
        "We build and run the whole path from first click to booked appointment, or only the pieces you need.",
        {
          list: [
            "Paid traffic: social and search ads aimed at the patients you want, in the area you serve.",
            "Websites and landing pages: fast, clear pages built to turn visitors into inquiries.",
            "AI receptionist: answers calls, texts and direct messages 24/7, books and reschedules appointments, and hands off to your team when a person should step in.",
            "Chatbots: instant answers on web chat, SMS, Instagram DMs and Facebook Messenger.",
            "Social media: consistent, on-brand posting across the channels your patients use.",
            "Automated nurture and follow-up: reminders and check-ins that bring undecided leads back.",
            "CRM tracking: every lead, source and outcome in one place, so you can see what works.",
            "Custom systems: integrations and workflows built around how your practice already runs.",
          ],
        },
      ],
    },
    {
      heading: "How we work with your practice",
      body: [
        "We keep the process short and predictable, and we don’t ask your team to learn a new way of working.",
        {
          list: [
            "Audit: we review how calls, messages and web inquiries are handled today, where leads come from and where they are lost, and we show you the numbers.",
            "Launch: we configure your AI receptionist, scripts, booking rules and follow-up around your services and your calendar. Most practices go live in 7 to 10 business days.",
            "Optimization: after launch we review calls, conversations and bookings with you, refine scripts and campaigns, and report on what changed.",
          ],
        },
      ],
    },
    {
      heading: "What we stand for",
      body: [
        "A practice’s reputation rests on trust, so ours has to as well. These principles guide every engagement.",
        {
          list: [
            "HIPAA-minded by design: our systems are set up to store no protected health information, and we sign a business associate agreement on request.",
            "Measured results: we agree on the numbers that matter before launch, such as answered calls, response time, booked consults and cost per lead, and we report against them.",
            "Plain agreements: you see the scope and pricing in writing before you commit, and we aim to keep your business by delivering results, not through fine print.",
            "Your team stays in charge: automation handles the repetitive work, and your staff decide how patients are cared for.",
          ],
        },
      ],
    },
    {
      heading: "Who we serve",
      body: [
        "Our work is built for medical and aesthetic practices, where a fast, caring first response decides whether a patient books: dentists, medspas, chiropractors, eye care, dermatology and physical therapy.",
        "The same approach works for other local businesses that live on inquiries and appointments, including day spas, home services, law firms, real estate teams, restaurants and retail stores.",
      ],
    },
    {
      heading: "The standards we hold ourselves to",
      body: [
        "Our AI receptionist responds in under 7 seconds, covers your lines 24/7 and runs on infrastructure built for {stats.uptime} uptime.",
        "In representative engagements, practices have seen consultations rise {lumen-aesthetics-scottsdale.uplift} and cost per lead fall {lumen-aesthetics-scottsdale.cost-per-lead}. Your results will depend on your market, your services and your follow-through, and we will tell you honestly what we expect before you start.",
      ],
    },
  ],
};
