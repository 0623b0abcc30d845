export const demoPage = {
  slug: "demo",
  name: "Free Demo",
  title: "Book a Free 30-Minute Demo",
  description:
    "See the AI receptionist answer a live call and book it into a calendar, walk through the ads-to-booked funnel, and leave with a personalized growth plan.",
  eyebrow: "Free demo",
  heading: "See how your practice could answer every patient in seconds",
  intro:
    "In 30 minutes we show you the system working on a live call and look at your own numbers together. You leave with a clear plan, whether or not you work with us.",
  sections: [
    {
      heading: "What we cover in 30 minutes",
      body: [
        "The demo is a working session, not a slide deck. We focus on what would change for your front desk and your schedule.",
        {
          list: [
            "A live call to the AI receptionist, so you can hear how it greets callers, answers common questions and handles the unexpected.",
            "How it books and reschedules appointments directly into your calendar, following your rules for providers, services and hours.",
            "How missed calls, texts and direct messages are answered 24/7, including after hours, at lunch and when every line is busy.",
            "A walk-through of the ads-to-booked funnel: from the first click on an ad to an instant response, follow-up and a confirmed appointment.",
            "A look at your current numbers, such as call volume, missed calls, response times and cost per lead, to see where patients are slipping away.",
          ],
        },
      ],
    },
    {
      heading: "Who should attend",
      body: [
        "The owner or practice manager who makes decisions about growth and staffing should be there. It also helps to bring the person who runs your front desk, since they know where calls and messages get stuck today.",
        "If someone manages your ads or website, in-house or through another agency, they are welcome too.",
      ],
    },
    {
      heading: "What you leave with",
      body: [
        "A personalized growth plan for your practice: where you are losing inquiries now, what to automate first, and what a realistic launch looks like. Most practices can go live in 7 to 10 business days.",
        "You keep the plan whether or not you decide to work with us.",
      ],
    },
    {
      heading: "No obligation",
      body: [
        "The demo is free, and there is no commitment and no pressure. If we are not the right fit for your practice, we will tell you, and point you to what would help more.",
      ],
    },
  ],
  faqs: "demo",
};
