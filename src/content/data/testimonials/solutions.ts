import type { TestimonialInput } from "../../testimonials";

/** The quote on /solutions. The person and practice are a fictional sample. */
export const solutionsTestimonials: readonly TestimonialInput[] = [
  {
    slug: "solutions-medspa-group",
    quote:
      "Our ads used to be a cost we argued about every month. Now I can see which campaign booked which consult, every enquiry is answered in seconds, and consults are up {lumen-aesthetics-scottsdale.uplift} since we switched the whole funnel on.",
    role: "Owner and medical director",
    clinicType: "Medspa group, two locations, Denver CO",
    avatarLetter: "R",
    rating: 5,
  },
];
