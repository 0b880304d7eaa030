/**
 * Field vitals: this page view's Core Web Vitals, measured by the web-vitals library in the
 * visitor's browser and sent once, when the page is hidden or left, to the site's own endpoint
 * (schema/vitals.ts; /admin shows them). Loaded by the first script once the page is idle, for
 * the sampled share of page views, never under Global Privacy Control (entry-client.tsx): the
 * library reads the browser's buffered performance entries, so loading it late loses nothing.
 * What is sent identifies no one: the route's pattern, a device class, the connection's coarse
 * type, five numbers, and the slowest interaction's event and element.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { CONNECTION_TYPES, deviceClassOf, MAX_TARGET_LENGTH, VITALS_ENDPOINT, type ConnectionType, type VitalsReport } from '../../schema/vitals';
import { APP_LIVE_MARK } from './lib/page-start';

function connectionType(): ConnectionType {
  const effectiveType = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((type) => type === effectiveType) ?? 'unknown';
}

const wasAppLiveAt = (time: number | undefined) => {
  const live = performance.getEntriesByName(APP_LIVE_MARK, 'mark')[0];
  return live !== undefined && time !== undefined && live.startTime <= time;
};

export function reportFieldVitals(pageType: string): void {
  const report: VitalsReport = { page: pageType, device: deviceClassOf(window.innerWidth), connection: connectionType() };
  onTTFB((metric) => (report.ttfb = metric.value));
  onFCP((metric) => (report.fcp = metric.value));
  onLCP((metric) => (report.lcp = metric.value));
  onCLS((metric) => (report.cls = metric.value));
  onINP((metric) => {
    const { interactionTarget = '', interactionTime } = metric.attribution;
    report.inp = {
      value: metric.value,
      eventType: metric.entries[0]?.name ?? 'unknown',
      // The element's end of the selector says most: keep the last characters.
      target: interactionTarget.slice(-MAX_TARGET_LENGTH),
      appLive: wasAppLiveAt(interactionTime),
    };
  });

  // Registered after the library's own listeners, so its last values (CLS, INP, LCP) are in the
  // report. A page being left is hidden too, after its pagehide: a report sent at pagehide went
  // before the library had settled the page's LCP, and stored none.
  let sent = false;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent) return;
    sent = true;
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  });
}
