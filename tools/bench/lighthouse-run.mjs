import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Lighthouse itself asks for a rerun when Chromium's trace comes back incomplete (e.g. NO_NAVSTART).
const ATTEMPTS = 3;

/** One Lighthouse performance run in a fresh Chromium; mobile uses Lighthouse's default throttling. */
export async function runLighthouse(url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`bench:web: ${error.message}; retrying`);
    }
  }
}

async function runOnce(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      config,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    return {
      score: lhr.categories.performance.score ?? 0,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Every script the page fetched during the run, lazy chunks included.
      scriptKbLoaded: (scripts?.transferSize ?? Number.NaN) / 1024,
      // Where the main thread's time went (as Lighthouse scales it for the throttled CPU).
      longTasks: items('long-tasks').map(({ url, startTime, duration }) => ({
        url,
        startMs: Math.round(startTime),
        ms: Math.round(duration),
      })),
      scriptMs: items('bootup-time').map(({ url, scripting, scriptParseCompile }) => ({
        url,
        scriptingMs: Math.round(scripting),
        parseMs: Math.round(scriptParseCompile),
      })),
      mainThreadMs: Object.fromEntries(
        items('mainthread-work-breakdown').map(({ group, duration }) => [
          group,
          Math.round(duration),
        ]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}
