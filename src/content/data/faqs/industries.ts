import type { FaqGroupInput } from "../../faqs";

/** Three questions for each industry page (industries.ts names its group by slug). */
export const industryFaqGroups: readonly FaqGroupInput[] = [
  {
    slug: "industry-medspa",
    heading: "Medspa owners ask us",
    items: [
      {
        question: "Can it answer price questions without discounting our treatments?",
        answer:
          "Yes. You decide what it says about pricing: a starting-from range, your consult fee, or an invitation to a complimentary consult. It never invents offers, and it steers price shoppers toward a consult, where your injectors can explain the value.",
      },
      {
        question: "Does it work with Instagram and Facebook DMs?",
        answer:
          "Yes. Instagram and Facebook DMs, texts, web chat and calls are answered by the same assistant in under 7 seconds, and every conversation lands in your CRM with the ad or post it came from.",
      },
      {
        question: "What happens when someone asks a medical question about a treatment?",
        answer:
          "The assistant shares only what you approve, such as general prep and aftercare notes, and hands anything about a person’s health, medications or candidacy to your team. It does not ask for or store protected health information, and we sign a business associate agreement on request.",
      },
    ],
  },
  {
    slug: "industry-dental",
    heading: "Dental practices ask us",
    items: [
      {
        question: "Can it book into our practice-management software?",
        answer:
          "It books into the scheduling and practice-management systems most dental offices use, following your appointment types, providers and block rules. We confirm your exact system on the demo and tell you plainly if anything needs a workaround.",
      },
      {
        question: "How does recall and hygiene reactivation work?",
        answer:
          "Overdue recall and hygiene patients get a short, friendly text with open times, and a follow-up if they don’t reply. It stops the moment they book or ask to stop. It uses only the contact details and due dates needed for the reminder, never clinical notes.",
      },
      {
        question: "What about dental emergencies after hours?",
        answer:
          "You set the rules. Urgent calls can go to your on-call number, be offered your first same-day slot, or both. The assistant never gives clinical advice; it takes a callback number and gets the patient to your team fast.",
      },
    ],
  },
  {
    slug: "industry-chiropractic",
    heading: "Chiropractors ask us",
    items: [
      {
        question: "Can it handle the recurring visits in a care plan?",
        answer:
          "Yes. It books, confirms and reschedules recurring visits within the days and times you allow, and when a patient misses one it follows up the same day with the next open time.",
      },
      {
        question: "Will patients know they are talking to an AI?",
        answer:
          "The assistant is warm and natural, and it says it is your clinic’s virtual assistant whenever asked. Patients who want a person can reach your team at any time, and the conversation is handed over with a short summary.",
      },
      {
        question: "Does it give advice about pain or injuries?",
        answer:
          "No. It books and answers practical questions from your approved playbook: hours, insurance, pricing and what to expect on a first visit. Anything about symptoms or injuries goes to your team, and no protected health information is stored.",
      },
    ],
  },
  {
    slug: "industry-eye-care",
    heading: "Eye care practices ask us",
    items: [
      {
        question: "Can it tell routine exams, medical visits and surgical consults apart?",
        answer:
          "Yes. We set up each visit type with its length, providers and rules, so a routine exam, a dry-eye visit and a cataract consult each land in the right slot. Anything unclear goes to your team instead of being guessed.",
      },
      {
        question: "Can it answer optical questions?",
        answer:
          "It answers from the playbook you approve: optical hours, frame and lens options, contact-lens reorder steps and what to bring to a fitting. Questions about a specific order or prescription go to your optical team.",
      },
      {
        question: "How does it protect patient privacy?",
        answer:
          "It collects only what it needs to book: name, contact details and visit type. It stores no protected health information, hands clinical questions to your staff, and we sign a business associate agreement on request.",
      },
    ],
  },
  {
    slug: "industry-day-spas",
    heading: "Day spa owners ask us",
    items: [
      {
        question: "Can it sell gift cards?",
        answer:
          "It answers gift-card questions at any hour and sends buyers a link to your online store in the same reply. Payment runs through your existing gift-card provider; we never see or store card numbers.",
      },
      {
        question: "Can it book couples’ massages and packages?",
        answer:
          "Yes. We set up services that need two therapists, a particular room or back-to-back treatments, so it only offers times that actually work.",
      },
      {
        question: "What happens when a weekend is fully booked?",
        answer:
          "It offers the nearest open times, adds guests to a waitlist by text, and messages them the moment a cancellation opens a slot.",
      },
    ],
  },
  {
    slug: "industry-dermatology",
    heading: "Dermatology practices ask us",
    items: [
      {
        question: "How does it tell cosmetic from medical enquiries without collecting PHI?",
        answer:
          "It asks a few non-clinical questions your team approves, such as whether the visit is cosmetic or medical and whether the caller is a new patient. It never asks about symptoms, diagnoses or photos, and stores no protected health information.",
      },
      {
        question: "What if a patient describes a medical concern anyway?",
        answer:
          "The assistant does not assess it or ask for more. It offers the right medical visit or a callback from your team, following the escalation rules you set for anything urgent.",
      },
      {
        question: "Can it promote cosmetic treatments?",
        answer:
          "Yes, to people who asked to hear from you. Follow-up and offers go only to cosmetic leads and patients who opted in, and every message carries an easy way to stop.",
      },
    ],
  },
  {
    slug: "industry-physical-therapy",
    heading: "Physical therapy clinics ask us",
    items: [
      {
        question: "Can it book a whole plan of care?",
        answer:
          "It books and confirms the recurring visits your therapist prescribes, within the days and times you allow, and reschedules by text when something changes.",
      },
      {
        question: "How does it help with physician referrals?",
        answer:
          "When a referred patient calls, texts or fills in your form, they get a reply in under 7 seconds and an evaluation time. Unbooked referrals get polite follow-up, and the CRM shows which referral sources turn into visits.",
      },
      {
        question: "Does it ask patients about their injury?",
        answer:
          "No. It asks only what it needs to book: name, contact details, referral source and preferred times. Clinical questions go to your therapists, no protected health information is stored, and we sign a business associate agreement on request.",
      },
    ],
  },
  {
    slug: "industry-more",
    heading: "Local businesses ask us",
    items: [
      {
        question: "Does this only work for medical practices?",
        answer:
          "No. Medical practices are our specialty, but the same system runs for home services, law firms, real estate, restaurants and retail: anywhere customers call, text or message before they book or buy.",
      },
      {
        question: "Can it qualify leads before booking them?",
        answer:
          "Yes. It asks the questions you choose, such as service area, job type, budget or case type, books the leads that fit, and passes the rest to your team or a polite referral.",
      },
      {
        question: "How fast can we start, and what does it cost?",
        answer:
          "Most businesses launch in 7 to 10 business days. Plans come in three tiers, Starter, Growth and Scale, sized by lines, channels and custom flows; we recommend one on a [free demo](/demo).",
      },
    ],
  },
];
