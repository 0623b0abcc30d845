import { paths } from "@/lib/paths";
import { brokenLinks, findRoute, type LiveRoute, type SiteMap } from "./routes";
import { ContentError } from "@/content/readers/content-error";

export type NavLink = { label: string; href: string; prefetch: boolean };

/** Marks where the Industries dropdown sits among the header links. */
export const INDUSTRIES_MENU = "industries-menu";

export type HeaderItem = NavLink | typeof INDUSTRIES_MENU;

export type Navigation = {
  /** Header items in docs/product.md's order. */
  headerItems: readonly HeaderItem[];
  headerLinks: readonly NavLink[];
  industryLinks: readonly NavLink[];
  allIndustriesLink: NavLink;
  footerServiceLinks: readonly NavLink[];
  /** The footer lists the six medical specialties; the dropdown has them all. */
  footerIndustryLinks: readonly NavLink[];
  footerCompanyLinks: readonly NavLink[];
  footerLegalLinks: readonly NavLink[];
  solutionLink: NavLink;
  caseStudiesLink: NavLink;
  contactLink: NavLink;
};

function linkTo(routes: readonly LiveRoute[]) {
  return (label: string, href: string): NavLink => ({
    label,
    href,
    prefetch: findRoute(routes, href) !== undefined,
  });
}

export function navigationOf({ routes, records, copy }: SiteMap): Navigation {
  const link = linkTo(routes);
  const { links } = copy.chrome;
  const industryLinks = records.industries.map((industry) =>
    link(industry.menuLabel, paths.industrySection(industry.slug)),
  );
  const headerItems: HeaderItem[] = [
    link(links.home, paths.home),
    link(links.solution, paths.clientAcquisition),
    link(links.services, paths.services),
    INDUSTRIES_MENU,
    link(links.caseStudies, paths.caseStudies),
    link(links.blog, paths.blog),
  ];
  const site: Navigation = {
    headerItems,
    headerLinks: headerItems.filter((item): item is NavLink => item !== INDUSTRIES_MENU),
    industryLinks,
    allIndustriesLink: link(links.allIndustries, paths.industries),
    footerServiceLinks: records.services.map((service) =>
      link(service.name, paths.service(service.slug)),
    ),
    footerIndustryLinks: industryLinks.slice(0, 6),
    footerCompanyLinks: [
      link(links.about, paths.page("about")),
      link(links.solution, paths.solutions),
      link(links.caseStudies, paths.caseStudies),
      link(links.blog, paths.blog),
      link(links.demo, paths.page("demo")),
    ],
    footerLegalLinks: [
      link(links.privacy, paths.page("privacy")),
      link(links.terms, paths.page("terms")),
    ],
    solutionLink: link(links.completeSolution, paths.solutions),
    caseStudiesLink: link(links.readCaseStudies, paths.caseStudies),
    contactLink: link(links.askQuestion, paths.contact),
  };
  const problems = brokenLinks(
    routes,
    "navigation",
    Object.values(site)
      .flat()
      .flatMap((item: HeaderItem) => (item === INDUSTRIES_MENU ? [] : [item.href])),
  );
  if (problems.length) throw new ContentError(`Broken links:\n${problems.join("\n")}`);
  return site;
}
