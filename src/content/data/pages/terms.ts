export const termsPage = {
  slug: "terms",
  name: "Terms of Use",
  title: "Terms of Use",
  description:
    "The terms for using our website: what the site is, how to read the results and case studies on it, acceptable use, text messages and Texas law.",
  eyebrow: "Legal",
  heading: "Terms of Use",
  intro:
    "These terms govern your use of the {brand} website. Please read them with our Privacy Policy, which explains how we handle the information you send us.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Acceptance of these terms",
      body: [
        "By using this website, you agree to these terms. If you do not agree, please do not use the site.",
        "If you use the site on behalf of a practice or business, you confirm that you are authorized to accept these terms for it.",
      ],
    },
    {
      heading: "What this website is",
      body: [
        "This site provides general information about the AI automation and marketing services {brand} offers to medical practices and local businesses, and lets you request a call or a demo.",
        "Nothing on this site is medical, legal, financial or compliance advice. Using the site or contacting us does not create a provider–patient relationship or an attorney–client relationship. This site is not a way to reach a medical provider; in an emergency, call 911.",
      ],
    },
    {
      heading: "Results, figures and case studies",
      body: [
        "Figures on this site, such as response times, booking increases and cost-per-lead changes, come from client engagements and representative samples. They show what is possible, not what is promised. They are not guarantees, and your results will depend on your market, services, pricing, staffing and follow-through.",
        "Case studies and testimonials on this site describe representative sample engagements; names of clinics are illustrative.",
      ],
    },
    {
      heading: "Services are covered by a separate agreement",
      body: [
        "These terms cover the website only. Any services we provide to your practice are governed by a separate written agreement, which sets out the scope, pricing and other terms of that work. If that agreement conflicts with these terms, the agreement controls for the services it covers.",
      ],
    },
    {
      heading: "Intellectual property",
      body: [
        "The content of this site, including text, graphics, illustrations, logos and page design, belongs to {brand} or its licensors and is protected by intellectual property laws.",
        "You may view and print pages for your own information and for evaluating our services. You may not copy, republish, sell or create derivative works from the site’s content without our written permission.",
      ],
    },
    {
      heading: "Acceptable use",
      body: [
        "When you use this site, you agree not to:",
        {
          list: [
            "Submit forms automatically, in bulk or with scripts or bots.",
            "Try to disrupt, overload or interfere with the site or the services behind it.",
            "Try to gain unauthorized access to any part of the site, its servers or its data.",
            "Submit false information, someone else’s details without their permission, or any protected health information.",
            "Use the site for any unlawful purpose.",
          ],
        },
      ],
    },
    {
      heading: "Third-party services",
      body: [
        "Bookings are made on a third-party scheduling page, and the site may link to other websites. Those services have their own terms and privacy policies, which apply when you use them.",
        "We do not control third-party services and are not responsible for their content, availability or practices.",
      ],
    },
    {
      heading: "Text messages",
      body: [
        "If you opt in to receive text messages from us, such as a booking confirmation, message frequency varies and message and data rates may apply.",
        "Reply STOP at any time to opt out, or HELP for help. Opting in is not required to use the site or to book a call. We never share mobile numbers with third parties for their marketing.",
      ],
    },
    {
      heading: "Disclaimers",
      body: [
        "We work to keep this site accurate and available, but it is provided “as is” and “as available.” To the fullest extent permitted by law, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.",
        "We do not promise that the site will be uninterrupted, error-free or free of harmful components, or that any information on it is complete or current.",
      ],
    },
    {
      heading: "Limitation of liability",
      body: [
        "To the fullest extent permitted by law, {brand} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue or data, arising from your use of this website or your reliance on its content.",
        "Some jurisdictions do not allow certain of these limits, so some of them may not apply to you.",
      ],
    },
    {
      heading: "Governing law",
      body: [
        "These terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute about these terms or this website will be heard in the state or federal courts located in Texas, and you consent to their jurisdiction.",
      ],
    },
    {
      heading: "Changes to these terms",
      body: [
        "We may update these terms from time to time. When we do, we will change the date at the top of this page. Continuing to use the site after an update means you accept the revised terms.",
      ],
    },
    {
      heading: "Contact us",
      body: [
        "Questions about these terms are welcome.",
        {
          list: ["Email: [{email}](mailto:{email})", "Phone: [{phone}]({tel})", "Mail: {address}"],
        },
      ],
    },
  ],
};
