import { deferredPart } from '../../lib/deferred-part';

/**
 * The industry tiles (./industry-tiles-view.tsx), far down the landing page, from its loader data:
 * their server HTML shows at once, and their code loads when they come near the screen.
 */
export const IndustryTiles = deferredPart(() => import('./industry-tiles-view').then((module) => module.IndustryTiles), {
  whenNearScreen: 'landing-industries',
});
