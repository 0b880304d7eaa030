/** Debian's Chromium (`apt-get install chromium`), used by the browser tests and `npm run audit:web`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing that reaches for the network beyond the site under test. */
const HEADLESS_OFFLINE = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser's own window parts that run beside the page under test. Debian's Chromium
 * 156.0.8078.108 (installed here on 2026-11-28) builds the address bar's popup as a page of its
 * own (WebUI, a renderer started with `--top-chrome-webui`) for every new window, headless ones
 * too: 1–2 s of script, not slowed by the CPU emulation, on one of the machine's two cores while
 * the page under test loads. A phone's page does not share its core with that; the measurements
 * and tests turn it off (docs/performance.md, "The browser's own address bar").
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1). Chromium keeps only the last
 * `--disable-features` it is given, and Playwright puts its list before the caller's flags, so the
 * flag given here carries Playwright's list as well as ours. tests/browser/chromium-flags.test.ts
 * checks it against what Playwright passes.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/** One `--disable-features` flag: the launcher's own list, then the browser's window parts. */
const featuresOff = (launcherFeaturesOff: string[]) => `${DISABLE_FEATURES}${[...new Set([...launcherFeaturesOff, ...BROWSER_UI_FEATURES_OFF])].join(',')}`;

/** The flags for a Chromium that Playwright launches. */
export const CHROMIUM_FLAGS = [...HEADLESS_OFFLINE, featuresOff(PLAYWRIGHT_FEATURES_OFF)];

/**
 * The flags for a Chromium that chrome-launcher starts (Lighthouse's), given its default flags
 * (`Launcher.defaultFlags()`): its own `--disable-features` list is carried over, as Playwright's
 * is.
 */
export function chromeLauncherFlags(defaultFlags: readonly string[]): string[] {
  const launcherList = defaultFlags.find((flag) => flag.startsWith(DISABLE_FEATURES))?.slice(DISABLE_FEATURES.length);
  return [...HEADLESS_OFFLINE, featuresOff(launcherList ? launcherList.split(',') : [])];
}
