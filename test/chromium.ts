/**
 * How the tests and benchmarks start Chromium here: headless-safe flags, no background traffic,
 * and no host but this machine (any outside host fails at once instead of being looked up).
 */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/**
 * Browser features no page of ours uses, switched off because they cost the machine: the address
 * bar's popups, which headless Chromium 156 builds and renders for every window though none is
 * shown. With them on, a page's first six seconds cost Chromium about 2.8 CPU-seconds; off, 1.1.
 */
const OUR_DISABLED_FEATURES = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

/**
 * The features Playwright switches off itself (its chromiumSwitches). Chromium honours only the
 * last --disable-features on its command line, so ours must carry these too; test/chromium.test.ts
 * fails when a Playwright update changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The flags for a launcher (Playwright, chrome-launcher), given the features it disables itself. */
export function chromiumFlags(launcherDisabledFeatures: readonly string[]): string[] {
  return [...FLAGS, disableFeaturesFlag(launcherDisabledFeatures)];
}

/** The one --disable-features flag: the launcher's own list, then ours. */
function disableFeaturesFlag(launcherList: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherList, ...OUR_DISABLED_FEATURES])].join(",")}`;
}

/** Debian's Chromium by default; an empty CHROMIUM_PATH means Playwright's own browser. */
export const CHROMIUM_LAUNCH = {
  executablePath: (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") || undefined,
  args: chromiumFlags(PLAYWRIGHT_DISABLED_FEATURES),
};
