export const privacyPage = {
  slug: "privacy",
  name: "Privacy Policy",
  title: "Privacy Policy",
  description:
    "What our website collects, why, where it goes, how long we keep it, and how to see, correct, export or delete your information.",
  eyebrow: "Legal",
  heading: "Privacy Policy",
  intro:
    "This policy explains what {brand} collects through this website, how we use it and the choices you have. We collect only what our forms ask for, and we never sell it.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Who we are and what this policy covers",
      body: [
        "{brand} provides AI automation and marketing services to medical practices and local businesses. This policy covers this website and the forms on it. It does not cover the separate services we provide to clients under a written agreement.",
        "In this policy, “we”, “us” and “our” mean {brand}, and “you” means anyone who visits the site.",
      ],
    },
    {
      heading: "What our forms collect",
      body: [
        "Each form collects only the fields you see on it. Fields marked optional can be left blank.",
        {
          list: [
            "Growth plan form on the home page: full name, work email, practice name and, if you choose, phone number.",
            "Contact form: name, email, phone number (optional), subject and message.",
            "Call request form on our landing page: full name, email, phone number, business type and optional notes of up to 500 characters. The form asks you not to include any health information in your notes.",
            "Case study and download forms: your email address only.",
          ],
        },
      ],
    },
    {
      heading: "Where your visit came from",
      body: [
        "With each form submission we also store a few details about how you reached us, so we can tell which of our own marketing works.",
        {
          list: [
            "The address of the page you were on and the page that referred you to our site.",
            "Campaign tags in the link you followed, if any: utm_source, utm_medium, utm_campaign, utm_content and utm_term.",
            "Ad click identifiers in the link, if any: gclid (Google) and fbclid (Facebook).",
            "Your browser’s user-agent string, which describes the browser and device type.",
            "A one-way hash of your IP address.",
          ],
        },
        "We use the hashed IP address only to limit repeated submissions from the same source. It cannot be turned back into your IP address, and we never store the raw IP address with your submission.",
      ],
    },
    {
      heading: "What we keep in your browser",
      body: [
        "We keep the visit details above in your browser’s session storage for the length of your visit, so they can travel with any form you submit. This is first-party storage used only by this site, and your browser clears it when you close the tab.",
        "When you submit a form that leads to our booking page, your entries may be saved in your browser’s local storage under the name lead_prefill, so the booking page can be filled in for you. This stays on your device, and you can clear it at any time in your browser settings.",
        "Your cookie and analytics choice is also kept in local storage, so we don’t ask again on every page.",
      ],
    },
    {
      heading: "Cookies, analytics and tracking",
      body: [
        "By default, no advertising or analytics scripts load on this site.",
        "If we turn on website analytics (Google Analytics), it loads only after you accept it in our consent banner. If you decline or ignore the banner, it does not load.",
        "You can change your choice at any time with the *Cookie settings* link in the footer of every page.",
      ],
    },
    {
      heading: "How we use your information",
      body: [
        "We use what you send us to:",
        {
          list: [
            "Reply to your request and prepare for any call you book with us.",
            "Send you the case study or resource you asked for.",
            "Understand which of our pages, ads and campaigns bring in inquiries.",
            "Protect the site and our forms from spam and abuse.",
          ],
        },
      ],
    },
    {
      heading: "Where your information goes",
      body: [
        "Form submissions are stored in our own database and emailed to our team. They may also be sent to the customer relationship management (CRM) system we use to follow up with inquiries.",
        "We never sell your information. We never share mobile numbers with third parties for their marketing.",
        "Bookings are made on a third-party scheduling page, which has its own privacy policy. When you continue to it from our forms, we pass details such as your name, email, practice name and phone number to it so the booking form is filled in for you. Links to the booking page may also carry the campaign tags described above, so we can tell which campaign led to a booking.",
      ],
    },
    {
      heading: "Health information",
      body: [
        "This website does not need and does not ask for protected health information. Please don’t include any details about your own health or anyone else’s, such as patient names, conditions or treatments, in our forms.",
        "For clients whose work with us involves protected health information, we offer a business associate agreement on request.",
      ],
    },
    {
      heading: "How long we keep it",
      body: [
        "Lead records, including the visit details stored with them, are deleted automatically 365 days after they are received, or sooner if you ask us to delete them.",
        "Information kept in your browser stays on your device, and you can clear it whenever you like.",
      ],
    },
    {
      heading: "How we protect it",
      body: [
        "The site is served only over encrypted connections (TLS) and uses strict security headers. Access to submitted information is limited to our staff who need it to respond to you.",
        "Our server logs do not contain names, email addresses, phone numbers or messages.",
      ],
    },
    {
      heading: "Your rights and choices",
      body: [
        "You can ask to see, correct, delete or receive a copy of the information we hold about you. Email [{email}](mailto:{email}) from the address you used on our forms, or tell us which address to look up.",
        "We can export or erase every record linked to an email address. We may ask you to confirm that the address is yours before we act on a request.",
      ],
    },
    {
      heading: "Text messages",
      body: [
        "If you choose to receive text messages from us, such as a booking confirmation, message frequency varies and message and data rates may apply.",
        "Reply STOP at any time to opt out, or HELP for help. We never share mobile numbers with third parties for their marketing.",
      ],
    },
    {
      heading: "Children",
      body: [
        "This website is meant for business owners and staff. It is not directed to children under 13, and we do not knowingly collect information from them. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      body: [
        "If we change how the site handles information, we will update this page and the date at the top.",
      ],
    },
    {
      heading: "Contact us",
      body: [
        "Questions or requests about your privacy are welcome.",
        {
          list: ["Email: [{email}](mailto:{email})", "Phone: [{phone}]({tel})", "Mail: {address}"],
        },
      ],
    },
  ],
};
