import { chrome } from "@/content/chrome";
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

const { links } = chrome;

export const allIndustriesLink = link(links.allIndustries, paths.industries);

/** Header items in docs/product.md's order. */
export const headerItems: readonly HeaderItem[] = [
  link(links.home, paths.home),
  link(links.solution, paths.clientAcquisition),
  link(links.services, paths.services),
  INDUSTRIES_MENU,
  link(links.caseStudies, paths.caseStudies),
  link(links.blog, paths.blog),
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
  link(links.about, paths.page("about")),
  link(links.solution, paths.solutions),
  link(links.caseStudies, paths.caseStudies),
  link(links.blog, paths.blog),
  link(links.demo, paths.page("demo")),
];

export const footerLegalLinks: readonly NavLink[] = [
  link(links.privacy, paths.page("privacy")),
  link(links.terms, paths.page("terms")),
];

/** The services pages' links onward: to the solution, the case studies and the contact page. */
export const solutionLink = link(links.completeSolution, paths.solutions);
export const caseStudiesLink = link(links.readCaseStudies, paths.caseStudies);
export const contactLink = link(links.askQuestion, paths.contact);

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
