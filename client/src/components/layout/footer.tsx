import { withApollo } from '../../lib/apollo-source';
import { deferredPart } from '../../lib/deferred-part';

/**
 * The footer (./footer-view.tsx) queries its links with Apollo: its server HTML shows at once,
 * and its code, with Apollo's, loads when it comes near the screen or with the next page.
 */
export const Footer = deferredPart(() => import('./footer-view').then((module) => withApollo(module.Footer)), { whenNearScreen: 'footer' });
