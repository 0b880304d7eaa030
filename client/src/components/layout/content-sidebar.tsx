import { deferredPart } from '../../lib/deferred-part';

export type { SidebarContext } from './content-sidebar-view';

/**
 * The content pages' sidebar (./content-sidebar-view.tsx), with its links from the layout's loader
 * data, shows on wide screens only: its server HTML shows at once, and its code loads when it is
 * on screen (right after the page hydrates on a wide screen; a phone, where it is hidden, never
 * pays for it) or with the next page.
 */
export const ContentSidebar = deferredPart(() => import('./content-sidebar-view').then((module) => module.ContentSidebar), {
  whenNearScreen: 'sidebar',
});
