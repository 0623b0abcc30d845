/**
 * How the tests and benchmarks start Chromium here: headless-safe flags, no background traffic,
 * and no host but this machine (any outside host fails at once instead of being looked up).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/** Debian's Chromium by default; an empty CHROMIUM_PATH means Playwright's own browser. */
export const CHROMIUM_LAUNCH = {
  executablePath: (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") || undefined,
  args: CHROMIUM_FLAGS,
};
