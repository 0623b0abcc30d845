export const thankYouPage = {
  slug: "thank-you",
  name: "Thank You",
  title: "Thank You: Your Request Is In",
  description:
    "Your request is in. Here is what happens next, what to have ready before your call, and how to reach our team sooner by phone or email.",
  indexed: false,
  eyebrow: "Request received",
  heading: "Thank you, your request is in",
  intro:
    "We have your details and we are getting ready for your call. Here is what happens between now and then.",
  sections: [
    {
      heading: "What happens next",
      body: [
        "A confirmation email is on its way to the address you gave us. If you don’t see it within a few minutes, please check your spam or promotions folder.",
        "Before your call, a specialist on our team reviews your practice: your website, how calls and messages are answered today, and how new patients find you. That way the call is about your practice, not a generic pitch.",
      ],
    },
    {
      heading: "What to have ready",
      body: [
        "A few rough numbers help us give you a more accurate plan. Estimates are fine.",
        {
          list: [
            "Your current monthly call volume, and how many calls go unanswered if you know.",
            "The booking or practice-management software you use to schedule appointments.",
            "Your monthly ad spend, and which channels it goes to.",
          ],
        },
      ],
    },
    {
      heading: "Need to reach us sooner?",
      body: [
        "Call us at [{phone}]({tel}) or email [{email}](mailto:{email}), and we will be glad to help before your call.",
      ],
    },
  ],
};
