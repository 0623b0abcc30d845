import { parseSiteConfig } from "./schema";

/** Client components get the values they need as props. */
export const site = parseSiteConfig(process.env);

/** The site's own host: a visit one of its pages referred came from none (`trafficSource`). */
export const siteHost = () => new URL(site.url).hostname;
