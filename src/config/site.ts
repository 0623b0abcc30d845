import { parseSiteConfig } from "./schema";

/** The validated site configuration. Client components receive the values they need as props. */
export const site = parseSiteConfig(process.env);
