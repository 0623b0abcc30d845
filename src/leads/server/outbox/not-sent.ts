/**
 * How a delivery that was deliberately not sent (status `skipped`) records why: its last error is
 * the reason after this prefix, which the leads command and the logs print as it is.
 */
const NOT_SENT = "not sent: ";

export const notSent = (reason: string) => `${NOT_SENT}${reason}`;

/** The reason alone, for a page whose label already says it was not sent. */
export const whyNotSent = (lastError: string) =>
  lastError.startsWith(NOT_SENT) ? lastError.slice(NOT_SENT.length) : lastError;
