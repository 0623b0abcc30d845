/** The client acquisition system's section of /solutions, which the header's Our Solution names. */
export const CLIENT_ACQUISITION_ID = "client-acquisition";

/** The lead form's section on /landing, which every call to action on that page leads to. */
export const LANDING_FORM_ID = "form";

/** The heading of /contact's form, which names the form and which links to the form point at. */
export const CONTACT_FORM_HEADING_ID = "contact-form-heading";

/**
 * The site's URL shapes, in one place, free of content and configuration.
 */
export const paths = {
  home: "/",
  solutions: "/solutions",
  clientAcquisition: `/solutions#${CLIENT_ACQUISITION_ID}`,
  services: "/services",
  service: (slug: string) => `/services/${slug}`,
  industries: "/industries",
  industry: (slug: string) => `/industries/${slug}`,
  industrySection: (slug: string) => `/industries#${slug}`,
  caseStudies: "/case-studies",
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  download: (slug: string) => `/downloads/${slug}`,
  blog: "/blog",
  post: (slug: string) => `/blog/${slug}`,
  tag: (slug: string) => `/blog/tags/${slug}`,
  feed: "/rss.xml",
  contact: "/contact",
  /** /contact's form, where the calculator's estimate goes from a page without a form. */
  contactForm: `/contact#${CONTACT_FORM_HEADING_ID}`,
  landing: "/landing",
  bookCall: "/book-call",
  search: "/search",
  searchIndex: "/search-index.json",
  /** A page's own share image, drawn at build time beside it (posts and case studies). */
  shareImage: (pagePath: string) => `${pagePath}/opengraph-image.png`,
  page: (slug: string) => `/${slug}`,
} as const;
