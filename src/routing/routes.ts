import { site } from "@/config/site";
import type { Crumb } from "@/content/readers/json-ld";
import { caseStudySummary, type CaseStudy } from "@/content/readers/case-studies";
import {
  listCaseStudies,
  listDownloads,
  listedRecords,
  listProsePages,
  postRecords,
  siteCopy,
  type SiteCopy,
} from "@/content/readers/collections";
import { COPY_NAMES, copyFile } from "@/content/copy";
import type { Industry } from "@/content/schemas/records/industries";
import { oncePerBuild } from "@/lib/once-per-build";
import { ContentError } from "@/content/readers/content-error";
import { hrefsIn } from "@/content/readers/markdown";
import { prosePagePath, type Download, type ProsePage } from "@/content/readers/prose";
import { paths } from "@/lib/paths";
import { fillTemplate } from "@/lib/text/fill-template";
import { latestPostChange, postLinks, postTags, type PostRecord } from "@/content/readers/posts";
import type { Service } from "@/content/schemas/records/services";

type ChangeFrequency = "weekly" | "monthly" | "yearly";

export type LiveRoute = {
  path: string;
  title: string;
  /** Brand included: at most 60 characters. */
  documentTitle: string;
  description: string;
  keywords: readonly string[];
  /** In the sitemap and open to search engines; otherwise marked noindex. */
  indexed: boolean;
  lastModified?: string;
  changeFrequency: ChangeFrequency;
  priority: number;
};

const documentTitle = (title: string) => `${title} | ${site.name}`;

function live(
  route: Omit<LiveRoute, "documentTitle" | "indexed" | "keywords"> &
    Partial<Pick<LiveRoute, "documentTitle" | "indexed" | "keywords">>,
): LiveRoute {
  return {
    documentTitle: documentTitle(route.title),
    indexed: true,
    keywords: [],
    ...route,
  };
}

/** "Lumen Aesthetics Case Study | brand", or the clinic's name alone where that would pass 60. */
function caseStudyDocumentTitle(clinic: string): string {
  const full = documentTitle(`${clinic} Case Study`);
  return full.length <= 60 ? full : documentTitle(clinic);
}

function postDocumentTitle(title: string): string {
  const full = documentTitle(title);
  return full.length <= 60 ? full : title;
}

export type SiteRecords = {
  pages: readonly ProsePage[];
  downloads: readonly Download[];
  services: readonly Service[];
  industries: readonly Industry[];
  caseStudies: readonly CaseStudy[];
  posts: readonly PostRecord[];
};

async function siteRecords(): Promise<SiteRecords> {
  const [pages, downloads, services, industries, caseStudies, posts] = await Promise.all([
    listProsePages(),
    listDownloads(),
    listedRecords("services"),
    listedRecords("industries"),
    listCaseStudies(),
    postRecords(),
  ]);
  return { pages, downloads, services, industries, caseStudies, posts };
}

function routesOf(
  { pages, downloads, services, industries, caseStudies, posts }: SiteRecords,
  copy: SiteCopy,
): LiveRoute[] {
  const specialtyKeywords = Object.values(copy.caseStudiesPage.specialties).map((s) => s.heading);
  return [
    live({
      path: paths.home,
      title: copy.chrome.links.home,
      documentTitle: copy.homePage.title,
      description: copy.homePage.description,
      keywords: [copy.homePage.hero.eyebrow, copy.homePage.hero.heading],
      changeFrequency: "weekly",
      priority: 1,
    }),
    ...pages.map((page) =>
      live({
        path: prosePagePath(page),
        title: page.name,
        documentTitle: documentTitle(page.title),
        description: page.description,
        keywords: [page.eyebrow, ...page.sections.map((section) => section.heading)],
        indexed: page.indexed,
        lastModified: page.updated,
        changeFrequency: page.updated ? "yearly" : "monthly",
        priority: page.slug === "demo" ? 0.8 : page.updated ? 0.3 : 0.6,
      }),
    ),
    live({
      path: paths.bookCall,
      title: copy.chrome.bookCall.title,
      description: copy.chrome.bookCall.description,
      indexed: false,
      changeFrequency: "yearly",
      priority: 0,
    }),
    live({
      path: paths.search,
      title: copy.searchPage.name,
      documentTitle: documentTitle(copy.searchPage.title),
      description: copy.searchPage.description,
      // Result pages are not content of their own; search engines should index the pages found.
      indexed: false,
      changeFrequency: "yearly",
      priority: 0,
    }),
    live({
      path: paths.solutions,
      title: copy.solutionsPage.name,
      documentTitle: documentTitle(copy.solutionsPage.title),
      description: copy.solutionsPage.description,
      keywords: [
        copy.solutionsPage.hero.heading,
        ...copy.solutionsPage.features.map((feature) => feature.title),
      ],
      changeFrequency: "monthly",
      priority: 0.9,
    }),
    live({
      path: paths.services,
      title: copy.servicesOverview.name,
      documentTitle: documentTitle(copy.servicesOverview.title),
      description: copy.servicesOverview.description,
      keywords: copy.servicesOverview.blocks.items.map((block) => block.label),
      changeFrequency: "monthly",
      priority: 0.9,
    }),
    ...services.map((service) =>
      live({
        path: paths.service(service.slug),
        title: service.name,
        documentTitle: documentTitle(service.title),
        description: service.description,
        keywords: [
          service.serviceType,
          ...(service.channels?.items.map((item) => item.title) ?? []),
        ],
        changeFrequency: "monthly",
        priority: 0.8,
      }),
    ),
    live({
      path: paths.industries,
      title: copy.industriesPage.name,
      documentTitle: documentTitle(copy.industriesPage.title),
      description: copy.industriesPage.description,
      keywords: industries.map((industry) => industry.name),
      changeFrequency: "monthly",
      priority: 0.8,
    }),
    ...industries.map((industry) =>
      live({
        path: paths.industry(industry.slug),
        title: industry.name,
        documentTitle: documentTitle(industry.title),
        description: industry.description,
        keywords: [industry.menuLabel, industry.heading, industry.bulletsHeading],
        changeFrequency: "monthly",
        priority: 0.7,
      }),
    ),
    live({
      path: paths.caseStudies,
      title: copy.chrome.links.caseStudies,
      documentTitle: documentTitle(copy.caseStudiesPage.title),
      description: copy.caseStudiesPage.description,
      keywords: [copy.caseStudiesPage.heading, ...specialtyKeywords],
      changeFrequency: "monthly",
      priority: 0.8,
    }),
    ...caseStudies.map((study) =>
      live({
        path: paths.caseStudy(study.slug),
        title: study.clinic,
        documentTitle: caseStudyDocumentTitle(study.clinic),
        description: caseStudySummary(study, copy.caseStudiesPage.detail.summary),
        keywords: [study.specialty, study.city, study.state, study.role, study.metrics[0].label],
        lastModified: study.dateModified,
        changeFrequency: "yearly",
        priority: 0.6,
      }),
    ),
    live({
      path: paths.blog,
      title: copy.blogPage.name,
      documentTitle: documentTitle(copy.blogPage.title),
      description: copy.blogPage.description,
      keywords: [
        ...posts.flatMap((post) => [post.title, ...post.tags]),
        ...copy.blogPage.leadMagnets.items.map((magnet) => magnet.download.title),
      ],
      lastModified: latestPostChange(posts),
      changeFrequency: "weekly",
      priority: 0.7,
    }),
    ...posts.map((post) =>
      live({
        path: paths.post(post.slug),
        title: post.title,
        documentTitle: postDocumentTitle(post.title),
        description: post.excerpt,
        keywords: [...post.tags, post.author],
        lastModified: post.dateModified,
        changeFrequency: "monthly",
        priority: 0.6,
      }),
    ),
    ...postTags(posts).map((tag) =>
      live({
        path: paths.tag(tag.slug),
        title: tag.name,
        documentTitle: documentTitle(fillTemplate(copy.blogPage.tag.title, { tag: tag.name })),
        description: fillTemplate(copy.blogPage.tag.description, { tag: tag.name }),
        keywords: tag.posts.map((post) => post.title),
        // It repeats its posts' summaries: out of search, so it never competes with the posts.
        indexed: false,
        lastModified: latestPostChange(tag.posts),
        changeFrequency: "weekly",
        priority: 0,
      }),
    ),
    live({
      path: paths.contact,
      title: copy.contactPage.name,
      documentTitle: documentTitle(copy.contactPage.title),
      description: copy.contactPage.description,
      keywords: [
        copy.contactPage.form.heading,
        ...copy.contactPage.channels.items.map((item) => item.title),
      ],
      changeFrequency: "yearly",
      priority: 0.8,
    }),
    live({
      path: paths.landing,
      title: copy.landingPage.name,
      documentTitle: documentTitle(copy.landingPage.title),
      description: copy.landingPage.description,
      keywords: [copy.landingPage.hero.heading, copy.landingPage.form.heading],
      // The home page's pitch again, for ad visitors: out of search, so it never competes with /.
      indexed: false,
      changeFrequency: "monthly",
      priority: 0,
    }),
    // A download's page is for those it was sent to: noindex, out of the sitemap and the search.
    ...downloads.map((download) =>
      live({
        path: paths.download(download.slug),
        title: download.title,
        documentTitle: documentTitle(download.title),
        description: download.description,
        indexed: false,
        lastModified: download.updated,
        changeFrequency: "yearly",
        priority: 0,
      }),
    ),
  ];
}

export type SiteMap = { routes: readonly LiveRoute[]; records: SiteRecords; copy: SiteCopy };

async function readSiteMap(): Promise<SiteMap> {
  const [records, copy] = await Promise.all([siteRecords(), siteCopy()]);
  const routes = routesOf(records, copy);
  const problems = contentLinkProblems(routes, records, copy);
  if (problems.length) {
    throw new ContentError(`Broken links in content:\n${problems.join("\n")}`);
  }
  return { routes, records, copy };
}

/** A link in content to a page the site does not have stops the build, naming where. */
export const siteMap = oncePerBuild(readSiteMap);

/** The route of a path (a #hash is ignored); undefined when the site has no such page. */
export function findRoute(routes: readonly LiveRoute[], href: string): LiveRoute | undefined {
  const path = href.split("#")[0] || paths.home;
  return routes.find((route) => route.path === path);
}

/** The route of a page file's own path; a page file naming a wrong path is a bug. */
export function requireRoute(routes: readonly LiveRoute[], path: string): LiveRoute {
  const route = findRoute(routes, path);
  if (!route) throw new Error(`No live route ${path} in src/routing/routes.ts`);
  return route;
}

/** After Home; a path above the page that is no page (/blog/tags) is passed by. */
export function breadcrumbTrail(routes: readonly LiveRoute[], path: string): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  return segments.flatMap((_, index) => {
    const route = findRoute(routes, `/${segments.slice(0, index + 1).join("/")}`);
    return route ? [{ name: route.title, path: route.path }] : [];
  });
}

function linkTargets(value: unknown): string[] {
  if (typeof value === "string") return hrefsIn(value);
  if (Array.isArray(value)) return value.flatMap(linkTargets);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "href" && typeof item === "string" ? [item] : linkTargets(item),
  );
}

export function brokenLinks(
  routes: readonly LiveRoute[],
  where: string,
  targets: readonly string[],
): string[] {
  return targets
    .filter((href) => href.startsWith("/") && !findRoute(routes, href))
    .map((href) => `  ${where}: links to ${href}, which is not a page of the site`);
}

function contentLinkProblems(
  routes: readonly LiveRoute[],
  { pages, downloads, services, caseStudies, posts }: SiteRecords,
  copy: SiteCopy,
): string[] {
  return [
    ...brokenLinks(routes, "pages", linkTargets(pages)),
    ...brokenLinks(routes, "downloads", linkTargets(downloads)),
    ...brokenLinks(routes, "posts", posts.flatMap(postLinks)),
    ...brokenLinks(routes, "case-studies", linkTargets(caseStudies)),
    ...brokenLinks(routes, "services", linkTargets(services)),
    ...COPY_NAMES.flatMap((name) => brokenLinks(routes, copyFile(name), linkTargets(copy[name]))),
  ];
}
