/** Set by src/proxy.ts on detail-page requests, so the 404 page knows which URL was asked for. */
export const REQUEST_PATH_HEADER = "x-request-path";
