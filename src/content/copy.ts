import type { z } from "zod";
import { blogPageSchema } from "./schemas/copy/blog-page";
import { calculatorSchema } from "./schemas/copy/calculator";
import { caseStudiesPageSchema } from "./schemas/copy/case-studies-page";
import { chromeSchema } from "./schemas/copy/chrome";
import { contactPageSchema } from "./schemas/copy/contact";
import { homePageSchema } from "./schemas/copy/home";
import { inboxSchema } from "./schemas/copy/inbox";
import { industriesPageSchema } from "./schemas/copy/industries-page";
import { landingPageSchema } from "./schemas/copy/landing";
import { pdfSchema } from "./schemas/copy/pdf";
import { searchPageSchema } from "./schemas/copy/search";
import { servicePageSchema, servicesOverviewSchema } from "./schemas/copy/service-pages";
import { solutionsPageSchema } from "./schemas/copy/solutions";

/** Copy files by name, each with its page's label in the browser editor and its schema. */
export type CopyPages = Readonly<
  Record<string, { readonly label: string; readonly schema: z.ZodType }>
>;

/**
 * Each page's words, and those every page shares: one YAML file each,
 * src/content/copy/{name}.yaml (homePage: home-page.yaml), checked by its schema. An entry here is
 * all it takes to make the file an Astro collection, a page of the browser editor and a part of
 * siteCopy (readers/collections.ts). The lead's words (the emails, the lead API's) are copy files
 * too, their schemas with the lead's fields (src/leads/copy/pages.ts).
 */
export const copyPages = {
  chrome: { label: "Every page: header, footer, offers", schema: chromeSchema },
  homePage: { label: "Home page", schema: homePageSchema },
  landingPage: { label: "Landing page (/landing)", schema: landingPageSchema },
  solutionsPage: { label: "Solution page (/solutions)", schema: solutionsPageSchema },
  servicesOverview: { label: "Services overview (/services)", schema: servicesOverviewSchema },
  servicePage: { label: "Every service page", schema: servicePageSchema },
  industriesPage: { label: "Industries pages", schema: industriesPageSchema },
  caseStudiesPage: { label: "Case studies pages", schema: caseStudiesPageSchema },
  blogPage: { label: "Blog pages", schema: blogPageSchema },
  contactPage: { label: "Contact page", schema: contactPageSchema },
  searchPage: { label: "Search page", schema: searchPageSchema },
  calculator: { label: "Missed-call calculator", schema: calculatorSchema },
  pdf: { label: "PDFs: cover, page numbers, closing line", schema: pdfSchema },
  inbox: { label: "The lead inbox (/inbox): sign-in, account", schema: inboxSchema },
} as const satisfies CopyPages;

type CopyName = keyof typeof copyPages;

export const COPY_NAMES = Object.keys(copyPages) as CopyName[];

export function copyPath(name: string): string {
  return `src/content/copy/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export const copyFile = (name: string) => `${copyPath(name)}.yaml`;
