import { getAllIndustries } from "@/content/industries";
import { paths } from "./paths";
import { assertNavigableLinks, isLive } from "./routes";
import { getAllServices } from "@/content/services";

/** A link in the header, menus or footer. Only pages that exist are prefetched. */
export type NavLink = { label: string; href: string; prefetch: boolean };

function link(label: string, href: string): NavLink {
  return { label, href, prefetch: isLive(href) };
}

/** Marks where the Industries dropdown sits among the header links. */
export const INDUSTRIES_MENU = "industries-menu";

export type HeaderItem = NavLink | typeof INDUSTRIES_MENU;

/** The Industries dropdown: each industry's section of the overview page. */
export const industryLinks: readonly NavLink[] = getAllIndustries().map((industry) =>
  link(industry.menuLabel, paths.industrySection(industry.slug)),
);

export const allIndustriesLink = link("All industries", paths.industries);

/** Header items in docs/product.md's order. */
export const headerItems: readonly HeaderItem[] = [
  link("Home", paths.home),
  link("Our Solution", paths.clientAcquisition),
  link("Services", paths.services),
  INDUSTRIES_MENU,
  link("Case Studies", paths.caseStudies),
  link("Blog", paths.blog),
];

export const headerLinks: readonly NavLink[] = headerItems.filter(
  (item): item is NavLink => item !== INDUSTRIES_MENU,
);

export const footerServiceLinks: readonly NavLink[] = getAllServices().map((service) =>
  link(service.name, paths.service(service.slug)),
);

/** The footer lists the six medical specialties; the dropdown has them all. */
export const footerIndustryLinks: readonly NavLink[] = industryLinks.slice(0, 6);

export const footerCompanyLinks: readonly NavLink[] = [
  link("About", paths.page("about")),
  link("Our Solution", paths.solutions),
  link("Case Studies", paths.caseStudies),
  link("Blog", paths.blog),
  link("Book a Demo", paths.page("demo")),
];

export const footerLegalLinks: readonly NavLink[] = [
  link("Privacy", paths.page("privacy")),
  link("Terms", paths.page("terms")),
];

/** The services pages' links onward: to the solution, the case studies and the contact page. */
export const solutionLink = link("See Our Complete Solution", paths.solutions);
export const caseStudiesLink = link("Read client case studies", paths.caseStudies);
export const contactLink = link("Ask us a question", paths.contact);

assertNavigableLinks(
  "navigation",
  [
    ...headerLinks,
    ...industryLinks,
    allIndustriesLink,
    ...footerServiceLinks,
    ...footerCompanyLinks,
    ...footerLegalLinks,
    solutionLink,
    caseStudiesLink,
    contactLink,
  ].map((item) => item.href),
);
