import type { IndustryInput } from "../industries";

/**
 * The industries served, in the order of the header's dropdown. Each record is a section of
 * /industries (anchored by its slug) and a page at /industries/{slug}; its testimonial and FAQ
 * group are named by slug (data/testimonials/industries.ts, data/faqs/industries.ts).
 */
export const industryRecords: readonly IndustryInput[] = [
  {
    slug: "medspa",
    name: "Medspas",
    menuLabel: "Medspa",
    title: "AI Receptionist and Booking for Medspas",
    description:
      "Answer Instagram DMs, calls and texts in under 7 seconds, book consults 24/7 and follow up on every injectable and laser enquiry. Built for medspas.",
    heading: "Turn every DM and missed call into a booked consult",
    intro:
      "Your best leads message at 10 PM from Instagram, asking about price. We answer in under 7 seconds, explain your consult process in your voice, and book the consult before they scroll on to the next injector.",
    summary:
      "Most medspa leads arrive as Instagram DMs and after-hours texts asking about price. We answer them in seconds, in your voice, and turn the conversation into a booked consult.",
    linkLabel: "See the medspa playbook",
    bulletsHeading: "Where medspa revenue slips away, handled",
    bullets: [
      "Instagram and Facebook DMs answered in under 7 seconds, day or night",
      "Consults booked straight into your calendar, with your policies and prep notes sent by text",
      "Follow-up on every unbooked enquiry, and rebooking reminders when a treatment is due",
    ],
    benefitsHeading: "Built for the way medspa clients buy",
    benefits: [
      "Price questions met with your consult offer, not a price-list race to the bottom",
      "Replies written for injectables, lasers, facials and body contouring",
      "Rebooking nudges timed to each treatment’s cycle",
      "Launch offers and events sent to past clients who opted in",
    ],
    stepsHeading: "Live in 7 to 10 business days",
    steps: [
      {
        title: "Map your menu",
        body: "Treatments, consult rules, providers and policies, with replies written in your brand’s voice.",
      },
      {
        title: "Connect your channels",
        body: "Calls, texts, web chat, Instagram and Facebook DMs all reach one AI receptionist.",
      },
      {
        title: "Answer and book",
        body: "Every enquiry gets a reply in under 7 seconds and a consult time that fits your calendar.",
      },
      {
        title: "Follow up and rebook",
        body: "Unbooked leads get timed follow-up; clients hear from you when their next treatment is due.",
      },
    ],
    testimonial: "industry-medspa",
    faqs: "industry-medspa",
    closing: {
      heading: "Ready to book the consults your DMs are already asking for?",
      body: "Book a free demo and watch an Instagram DM answered and booked, live. Most medspas launch in 7 to 10 business days.",
    },
  },
  {
    slug: "dental",
    name: "Dental practices",
    menuLabel: "Dental",
    title: "AI Receptionist for Dental Practices",
    description:
      "Answer new-patient calls during procedures, reactivate overdue recall and hygiene patients, and book 24/7. An AI front desk built for dental practices.",
    heading: "Answer new patients while your team is chairside",
    intro:
      "The phone rings mid crown prep, and a new patient with a toothache hangs up and calls the next office. We pick up in under 7 seconds, book the right appointment type, and keep your hygiene schedule full with recall that runs itself.",
    summary:
      "New-patient calls arrive while your team is chairside, and overdue recall patients quietly drift away. We answer every call in seconds and keep hygiene chairs full with recall that runs itself.",
    linkLabel: "See how it works for dental",
    bulletsHeading: "Three leaks every dental practice has, closed",
    bullets: [
      "New-patient calls answered during procedures, lunch and after hours, in under 7 seconds",
      "Overdue recall and hygiene patients reactivated by text, with open times to choose from",
      "Toothache and emergency calls sent to your same-day slots or on-call line, by your rules",
    ],
    benefitsHeading: "Why dental offices switch",
    benefits: [
      "Insurance questions answered from your list of accepted plans",
      "New-patient, hygiene, emergency and consult visits booked by type and provider",
      "Unscheduled treatment followed up until it is on the calendar",
      "Fewer no-shows with text confirmations and reminders",
    ],
    stepsHeading: "From kickoff to a full hygiene schedule",
    steps: [
      {
        title: "Learn your schedule",
        body: "Appointment types, providers, block rules, accepted insurance and your office’s answers to common questions.",
      },
      {
        title: "Connect phones and texts",
        body: "Overflow, lunch and after-hours calls go to the AI receptionist; your team still answers when free.",
      },
      {
        title: "Book and reactivate",
        body: "New patients are booked live, and overdue recall patients get a friendly text with open times.",
      },
      {
        title: "Review every week",
        body: "A short report shows calls answered, patients booked and recall reactivated.",
      },
    ],
    testimonial: "industry-dental",
    faqs: "industry-dental",
    closing: {
      heading: "Ready to keep every chair full?",
      body: "Book a free demo. We’ll call the AI receptionist live, book a new-patient visit and show you a recall text at work. Most practices launch in 7 to 10 business days.",
    },
  },
  {
    slug: "chiropractic",
    name: "Chiropractic clinics",
    menuLabel: "Chiropractic",
    title: "AI Receptionist for Chiropractic Clinics",
    description:
      "Book new patients 24/7, keep care plans on track with reminders and missed-visit follow-up, and answer every call in under 7 seconds. Built for chiropractors.",
    heading: "More new patients, and more care plans finished",
    intro:
      "Chiropractic runs on visit six and visit twelve, not just the first. We answer new-patient calls in seconds and follow up on every missed adjustment, so patients finish the care plan you recommended.",
    summary:
      "Chiropractic revenue depends on patients finishing their care plans. We book new patients around the clock and follow up on every missed visit before a patient drifts away.",
    linkLabel: "See how it works for chiropractic",
    bulletsHeading: "More first visits, fewer dropped care plans",
    bullets: [
      "New-patient calls and web enquiries answered in under 7 seconds, evenings and Saturdays included",
      "Missed and canceled adjustments followed up the same day, with the next open time offered",
      "Care-plan reminders that bring patients back for every scheduled visit",
    ],
    benefitsHeading: "Built around the care plan",
    benefits: [
      "Recurring visits booked and rescheduled without phone tag",
      "Personal-injury, insurance and cash-pay enquiries routed the way your office handles them",
      "Workshops and new-patient offers promoted to past patients who opted in",
      "Reactivation for patients who haven’t been in for 90 days",
    ],
    stepsHeading: "Set up in under two weeks",
    steps: [
      {
        title: "Map your visit types",
        body: "New-patient exams, adjustments, re-exams and therapies, with the providers and times for each.",
      },
      {
        title: "Answer and book",
        body: "Calls, texts and web chat answered in seconds; new patients booked into exam slots.",
      },
      {
        title: "Follow every plan",
        body: "Missed visits trigger same-day follow-up, and reminders keep the next visit on the calendar.",
      },
    ],
    testimonial: "industry-chiropractic",
    faqs: "industry-chiropractic",
    closing: {
      heading: "Ready to see more patients finish their care plans?",
      body: "Book a free demo and watch a new patient booked and a missed adjustment followed up, live. Most clinics launch in 7 to 10 business days.",
    },
  },
  {
    slug: "eye-care",
    name: "Eye care",
    menuLabel: "Eye Care (Ophthalmology)",
    title: "AI Receptionist for Eye Care Practices",
    description:
      "Book eye exams and surgical consults 24/7, answer optical questions, and keep annual exams on schedule. An AI front desk for ophthalmology and optometry.",
    heading: "Exams, optical and consults, booked without the hold music",
    intro:
      "Your phone line juggles three jobs: exam scheduling, optical questions and surgical consults. We answer every call and message in under 7 seconds, book the right visit with the right provider, and give optical customers the answers they called for.",
    summary:
      "Exam scheduling, optical questions and surgical consults all land on the same line. We answer each one in seconds and book the right visit type with the right provider.",
    linkLabel: "See how it works for eye care",
    bulletsHeading: "One front desk for exams, optical and consults",
    bullets: [
      "Routine exams, contact-lens fittings and medical visits booked by type, provider and location",
      "Optical questions on frames, lenses, hours and contact-lens reorders answered 24/7",
      "Annual-exam recall and LASIK or cataract consult follow-up that runs on its own",
    ],
    benefitsHeading: "Why eye care practices switch",
    benefits: [
      "Vision-plan and insurance questions answered from your accepted list",
      "No more callers on hold during Saturday and after-school peaks",
      "Consult leads from your ads followed up until they book",
      "Reminders that cut no-shows for exams and fittings",
    ],
    stepsHeading: "How we set it up",
    steps: [
      {
        title: "Learn your visit types",
        body: "Exams, fittings, medical visits and surgical consults, with durations and which doctor sees what.",
      },
      {
        title: "Load your optical playbook",
        body: "Hours, frame lines, lens options, reorder steps and your answers to common questions.",
      },
      {
        title: "Answer and book",
        body: "Calls, texts and web chat answered in seconds and booked into the right slot.",
      },
      {
        title: "Recall and follow up",
        body: "Annual-exam reminders and consult follow-up go out on their own.",
      },
    ],
    testimonial: "industry-eye-care",
    faqs: "industry-eye-care",
    closing: {
      heading: "Ready to take your front desk off hold?",
      body: "Book a free demo and hear an exam booked, an optical question answered and a consult followed up, live. Most practices launch in 7 to 10 business days.",
    },
  },
  {
    slug: "day-spas",
    name: "Day spas",
    menuLabel: "Day Spas",
    title: "AI Booking Assistant for Day Spas",
    description:
      "Sell gift cards around the clock, book massages and facials through weekend peaks, and answer every call, text and DM in under 7 seconds. Built for day spas.",
    heading: "Book the weekend rush and sell gift cards while you sleep",
    intro:
      "Saturday is your busiest day, and the phone rings most while every therapist is in a treatment room. We answer in under 7 seconds, book services and couples’ appointments, and send gift-card buyers to checkout at 11 PM on December 23rd.",
    summary:
      "Weekend peaks and gift-card season swamp the front desk. We answer every call and message in seconds, book services and packages, and send gift-card buyers straight to checkout.",
    linkLabel: "See how it works for day spas",
    bulletsHeading: "Busy weekends, handled",
    bullets: [
      "Massages, facials, packages and couples’ bookings made by phone, text or chat in your busiest hours",
      "Gift-card questions answered 24/7, with a link to buy online in the same reply",
      "Rebooking and membership reminders that bring regulars back on schedule",
    ],
    benefitsHeading: "What changes for your spa",
    benefits: [
      "No more voicemail on Saturday afternoons",
      "Gift-card sales captured in the holiday and Mother’s Day rush",
      "Cancellation gaps filled from a waitlist by text",
      "Memberships and packages promoted to past guests who opted in",
    ],
    stepsHeading: "Three steps to a calmer front desk",
    steps: [
      {
        title: "Load your menu",
        body: "Services, durations, therapists, rooms, packages and your gift-card store.",
      },
      {
        title: "Answer every channel",
        body: "Calls, texts, web chat and Instagram DMs answered in under 7 seconds, seven days a week.",
      },
      {
        title: "Book, sell and rebook",
        body: "Appointments booked, gift-card buyers sent to checkout, and regulars reminded when it’s time.",
      },
    ],
    testimonial: "industry-day-spas",
    faqs: "industry-day-spas",
    closing: {
      heading: "Ready for a Saturday without voicemail?",
      body: "Book a free demo and watch a couples’ massage booked and a gift card sold by text, live. Most spas launch in 7 to 10 business days.",
    },
  },
  {
    slug: "dermatology",
    name: "Dermatology",
    menuLabel: "Dermatology",
    title: "AI Receptionist for Dermatology Practices",
    description:
      "Sort cosmetic from medical dermatology enquiries without collecting PHI, book the right visit 24/7 and answer every call in under 7 seconds.",
    heading: "Cosmetic or medical, every patient reaches the right visit",
    intro:
      "A filler consult and a skin check need different providers, times and rules. We tell them apart with a few simple, non-clinical questions, book the right visit type, and never collect symptoms or health details.",
    summary:
      "Cosmetic consults and medical visits need different providers, times and rules. We sort them with a few non-clinical questions, book the right visit, and never collect health details.",
    linkLabel: "See how it works for dermatology",
    bulletsHeading: "Cosmetic and medical, each to the right place",
    bullets: [
      "Cosmetic and medical enquiries sorted with non-clinical questions, no PHI collected",
      "Cosmetic consults booked 24/7 and followed up until they are on the calendar",
      "Medical visits routed by your rules for referrals, new patients and waitlists",
    ],
    benefitsHeading: "Why dermatology practices switch",
    benefits: [
      "Medical schedulers freed from cosmetic price-shopping calls",
      "Cosmetic leads answered while they are still comparing practices",
      "Cancellation lists that fill openings in long medical waits",
      "Package and maintenance reminders for cosmetic patients",
    ],
    stepsHeading: "How we set it up",
    steps: [
      {
        title: "Define your visit types",
        body: "Medical, surgical and cosmetic visits, with the providers, lengths and referral rules for each.",
      },
      {
        title: "Agree the routing questions",
        body: "A few non-clinical questions, such as new or returning and cosmetic or medical, approved by your team.",
      },
      {
        title: "Answer and book",
        body: "Calls, texts, chat and DMs answered in seconds and booked into the right visit type.",
      },
      {
        title: "Follow up",
        body: "Cosmetic leads get timed follow-up; medical patients get reminders and cancellation offers.",
      },
    ],
    testimonial: "industry-dermatology",
    faqs: "industry-dermatology",
    closing: {
      heading: "Ready to give every patient a faster yes?",
      body: "Book a free demo and watch a cosmetic consult booked and a medical enquiry routed, live. Most practices launch in 7 to 10 business days.",
    },
  },
  {
    slug: "physical-therapy",
    name: "Physical therapy",
    menuLabel: "Physical Therapy",
    title: "AI Receptionist for Physical Therapy Clinics",
    description:
      "Book referrals before they go cold, keep plan-of-care visits on schedule and recover cancellations automatically. An AI front desk for physical therapy.",
    heading: "Book every referral and keep each plan of care on schedule",
    intro:
      "A referral that waits three days for a callback often books somewhere else, and a patient who drops off at visit five never gets the outcome. We answer referred patients the moment they call or text, book the evaluation, and keep plan-of-care visits on the calendar.",
    summary:
      "Referrals that wait for a callback book elsewhere, and patients who drop off never finish their plan of care. We answer referrals in seconds and keep every scheduled visit on the calendar.",
    linkLabel: "See how it works for physical therapy",
    bulletsHeading: "From referral to discharge, no visit missed",
    bullets: [
      "Referred patients answered in under 7 seconds and booked for their evaluation",
      "Plan-of-care visits scheduled, confirmed and rescheduled without phone tag",
      "Missed visits and cancellations followed up the same day to protect outcomes",
    ],
    benefitsHeading: "Built for plan-of-care clinics",
    benefits: [
      "Referral sources tracked, so you know which ones send patients",
      "Insurance and self-pay questions answered from your playbook",
      "Evaluation slots filled before the referral goes cold",
      "Check-ins for discharged patients who may need a tune-up",
    ],
    stepsHeading: "Four steps to a fuller schedule",
    steps: [
      {
        title: "Map your schedule",
        body: "Evaluations, follow-up visits, therapists, locations and your frequency rules.",
      },
      {
        title: "Answer every referral",
        body: "Calls, texts and web forms answered in seconds, with the evaluation booked right away.",
      },
      {
        title: "Keep the plan on track",
        body: "Recurring visits confirmed and reminded; missed ones followed up the same day.",
      },
      {
        title: "See what it’s worth",
        body: "A weekly view of referrals booked, visits kept and cancellations recovered.",
      },
    ],
    testimonial: "industry-physical-therapy",
    faqs: "industry-physical-therapy",
    closing: {
      heading: "Ready to turn more referrals into finished plans of care?",
      body: "Book a free demo and watch a referral answered and booked, and a missed visit recovered, live. Most clinics launch in 7 to 10 business days.",
    },
  },
  {
    slug: "more",
    name: "More local businesses",
    menuLabel: "And More",
    title: "AI Receptionist for Local Businesses",
    description:
      "Home services, law firms, real estate, restaurants and retail: answer every call, text and DM in under 7 seconds and book jobs, consults and showings 24/7.",
    heading: "Every call answered, for any local business that books",
    intro:
      "The system that books patients also books furnace repairs, legal consults, showings and tables. If your customers call, text or message before they buy, we answer in under 7 seconds and get them on your calendar.",
    summary:
      "Home services, law firms, real estate, restaurants and retail lose customers to missed calls too. The same system answers them in seconds and books jobs, consults, showings and reservations.",
    linkLabel: "See how it works for your business",
    bulletsHeading: "What it does for your business",
    bullets: [
      "Calls, texts, web chat and DMs answered in under 7 seconds, after hours and on weekends",
      "Jobs, consults, showings and reservations booked straight into your calendar",
      "Follow-up on every quote, enquiry and no-show until it turns into business",
    ],
    benefitsHeading: "Who it works for",
    benefits: [
      "Home services: emergency calls answered and jobs booked while crews are on site",
      "Law firms: new enquiries screened by your criteria and consults booked",
      "Real estate: buyer and seller leads answered at once and showings scheduled",
      "Restaurants and retail: reservations, hours, orders and event questions handled 24/7",
    ],
    stepsHeading: "Three steps to every call answered",
    steps: [
      {
        title: "Tell us how you book",
        body: "Your services, hours, service area and what a good lead looks like.",
      },
      {
        title: "Connect your channels",
        body: "Phone, text, web chat and social DMs answered by one assistant.",
      },
      {
        title: "Answer, book and follow up",
        body: "Replies in seconds, appointments on your calendar, follow-up until they buy.",
      },
    ],
    testimonial: "industry-more",
    faqs: "industry-more",
    closing: {
      heading: "Ready to stop losing customers to voicemail?",
      body: "Book a free demo. We’ll show your kind of enquiry answered and booked, live, and map where business slips away today. Most businesses launch in 7 to 10 business days.",
    },
  },
];
