/** Copy for the parts of the page every route shares. */
export const exitIntentCopy = {
  eyebrow: "Before you go",
  title: "Free Growth Audit",
  pitch:
    "In 15 minutes we’ll show you how many calls, texts and leads your practice is missing, and what answering every one of them in under 7 seconds would be worth.",
  points: [
    "Missed-call and after-hours review",
    "Ad spend and cost-per-lead check",
    "A written 30-day plan you keep either way",
  ],
  cta: "Book my free audit",
  dismiss: "Maybe later",
} as const;

export const footerCopy = {
  blurb:
    "AI receptionists, chatbots and follow-up systems that answer every patient in seconds and turn more enquiries into booked appointments.",
  hipaaNote:
    "HIPAA-minded by design: we store no protected health information, and a business associate agreement is available on request.",
} as const;

export const consentCopy = {
  message:
    "We’d like to use Google Analytics to see which pages help practices most. It stays off unless you allow it.",
  accept: "Allow analytics",
  decline: "No thanks",
  settings: "Cookie settings",
} as const;

export const closingCta = {
  heading: "Ready to answer every patient in seconds?",
  body: "Book a free demo. We’ll map where your practice is losing patients today and show you the system live. Most practices launch in 7 to 10 business days.",
  cta: "Book a Free Demo",
} as const;

export const notFoundCopy = {
  title: "Page not found",
  heading: "We couldn’t find that page",
  message:
    "The link may be out of date or mistyped. Everything else is still answering: head home, or book a free demo and we’ll show you the system live.",
} as const;
