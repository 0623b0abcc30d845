/** Where a page's visit is counted (src/visits/server/endpoint.ts), on the lead API's origin. */
export const VISITS_PATH = "/api/visits";
