import type { TestimonialInput } from "../../testimonials";

/**
 * One quote per industry page (industries.ts names them by slug). The people and practices are
 * fictional samples of what clients in each specialty tell us; replace them with real, permitted
 * quotes.
 */
export const industryTestimonials: readonly TestimonialInput[] = [
  {
    slug: "industry-medspa",
    quote:
      "Half our leads message us on Instagram after we close. They used to wait until morning and book with someone else. Now they get an answer in seconds and a consult on the calendar, and I’ve stopped answering DMs from my couch.",
    role: "Owner and nurse injector",
    clinicType: "Medspa, San Diego CA",
    avatarLetter: "J",
    rating: 5,
  },
  {
    slug: "industry-dental",
    quote:
      "We lost new-patient calls every morning while both of us at the front desk were checking people in. Now every call is answered, and the recall texts filled 38 hygiene appointments in the first month without anyone picking up the phone.",
    role: "Office manager",
    clinicType: "Family dental practice, Plano TX",
    avatarLetter: "M",
    rating: 4.9,
  },
  {
    slug: "industry-chiropractic",
    quote:
      "Our problem was never the first visit. It was patients disappearing after visit four. Same-day follow-up on missed adjustments brings most of them back, and care-plan completion is the best it has been in years.",
    role: "Clinic director",
    clinicType: "Chiropractic clinic, Boise ID",
    avatarLetter: "D",
    rating: 4.9,
  },
  {
    slug: "industry-eye-care",
    quote:
      "Saturday mornings used to mean a dozen people on hold asking about hours, frames and contact-lens reorders. Those questions are answered by text now, our opticians focus on the people in front of them, and exam bookings from our ads are up.",
    role: "Practice administrator",
    clinicType: "Ophthalmology and optical, Columbus OH",
    avatarLetter: "A",
    rating: 4.8,
  },
  {
    slug: "industry-day-spas",
    quote:
      "December used to mean a phone that never stopped and a voicemail box full of gift-card requests. This year every one of them got an answer and a link to buy, and we sold {willow-house-day-spa-asheville.in-gift-cards-sold-online-in-december} in gift cards online in December with the same team.",
    role: "Spa owner",
    clinicType: "Day spa, Asheville NC",
    avatarLetter: "L",
    rating: 5,
  },
  {
    slug: "industry-dermatology",
    quote:
      "Our medical schedulers spent half the day on cosmetic pricing calls. Now cosmetic enquiries are answered and booked on their own, medical patients get through faster, and nobody is asked about their skin over text.",
    role: "Practice manager",
    clinicType: "Medical and cosmetic dermatology, Raleigh NC",
    avatarLetter: "S",
    rating: 4.9,
  },
  {
    slug: "industry-physical-therapy",
    quote:
      "We were losing referrals to whichever clinic called them back first. Now they hear from us in seconds and most book their evaluation on the first text. Cancellations are refilled the same day, and visits per plan of care are up.",
    role: "Clinic owner, DPT",
    clinicType: "Outpatient physical therapy, Madison WI",
    avatarLetter: "K",
    rating: 4.9,
  },
  {
    slug: "industry-more",
    quote:
      "In July every missed call is a job for a competitor. The assistant answers while my techs are on roofs, books the visit and texts the customer an arrival window. We booked 30 more jobs than the July before.",
    role: "Owner",
    clinicType: "Heating, cooling and plumbing company, Austin TX",
    avatarLetter: "T",
    rating: 4.9,
  },
];
