import { parseSiteConfig } from "./schema";

/** Client components get the values they need as props. */
export const site = parseSiteConfig(process.env);
