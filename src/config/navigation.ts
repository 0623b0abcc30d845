export type NavLink = { label: string; href: string };

/** Industries listed in the header dropdown; each is a section of /industries. */
export const industryLinks: readonly NavLink[] = [
  { label: "Medspa", href: "/industries#medspa" },
  { label: "Dental", href: "/industries#dental" },
  { label: "Chiropractic", href: "/industries#chiropractic" },
  { label: "Eye Care (Ophthalmology)", href: "/industries#eye-care" },
  { label: "Day Spas", href: "/industries#day-spas" },
  { label: "Dermatology", href: "/industries#dermatology" },
  { label: "Physical Therapy", href: "/industries#physical-therapy" },
  { label: "And More", href: "/industries#more" },
];

/** Marks where the Industries dropdown sits among the header links. */
export const INDUSTRIES_MENU = "industries-menu";

/** Header items in order, as SPEC.md lists them. */
export const headerItems: readonly (NavLink | typeof INDUSTRIES_MENU)[] = [
  { label: "Home", href: "/" },
  { label: "Our Solution", href: "/solutions#client-acquisition" },
  { label: "Services", href: "/services" },
  INDUSTRIES_MENU,
  { label: "Case Studies", href: "/case-studies" },
  { label: "Blog", href: "/blog" },
];

export const headerLinks: readonly NavLink[] = headerItems.filter(
  (item): item is NavLink => item !== INDUSTRIES_MENU,
);

export const footerServiceLinks: readonly NavLink[] = [
  { label: "AI Receptionist", href: "/services/ai-receptionist" },
  { label: "Chatbots", href: "/services/chatbots" },
  { label: "Social Media", href: "/services/social" },
  { label: "Websites", href: "/services/websites" },
  { label: "Custom Systems", href: "/services/custom-systems" },
];

export const footerCompanyLinks: readonly NavLink[] = [
  { label: "About", href: "/about" },
  { label: "Our Solution", href: "/solutions" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Blog", href: "/blog" },
  { label: "Book a Demo", href: "/demo" },
];

export const footerLegalLinks: readonly NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
];
