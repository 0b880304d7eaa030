import { deferredPart } from '../../lib/deferred-part';

/** The bottom banner (./sticky-banner-view.tsx) hydrates after the page: its server HTML shows, and sticks, meanwhile. */
export const StickyBanner = deferredPart(() => import('./sticky-banner-view').then((module) => module.StickyBanner));
