import { withApollo } from '../../lib/apollo-source';
import { deferredPart } from '../../lib/deferred-part';

/**
 * The industry tiles (./industry-tiles-view.tsx), far down the landing page, query with Apollo:
 * their server HTML shows at once, and their code loads when they come near the screen.
 */
export const IndustryTiles = deferredPart(() => import('./industry-tiles-view').then((module) => withApollo(module.IndustryTiles)), {
  whenNearScreen: 'landing-industries',
});
