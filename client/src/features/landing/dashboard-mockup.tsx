import { deferredPart } from '../../lib/deferred-part';

/**
 * The sample dashboard (./dashboard-mockup-view.tsx) is static: its server HTML is all a visitor
 * needs, and hydrating its few dozen styled elements was a long task of the landing page's start
 * on a phone, where it is not even shown (the hero hides it below lg). Its code loads when it
 * comes near the screen, so a phone never loads it at all.
 */
export const DashboardMockup = deferredPart(() => import('./dashboard-mockup-view').then((module) => module.DashboardMockup), {
  whenNearScreen: 'dashboard-sample',
});

/** The quarterly pipeline panel of /landing-v2, held the same way. */
export const PipelineValuePanel = deferredPart(() => import('./dashboard-mockup-view').then((module) => module.PipelineValuePanel), {
  whenNearScreen: 'pipeline-value',
});
