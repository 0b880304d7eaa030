import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { replayEarlyPresses } from '../../lib/early-presses';
import { Toaster } from '../toaster';
import { WaitlistProvider } from '../waitlist/waitlist-context';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { Navbar } from './navbar';
import { APP_LIVE_MARK } from '../../lib/page-start';

/** This document's load: the first history entry of a page loaded by the browser has no key of its own (`default`). */
const DOCUMENT_LOAD = `default-${performance.timeOrigin}`;

/**
 * Back and Forward return to where the visitor was, moves elsewhere start at the top (or at the
 * link's #anchor), and a change of filters (`preventScrollReset`) stays put. A page the browser
 * itself loaded keeps the browser's own position (its anchor, a reload's place, where the visitor
 * scrolled before the app was live): its entry is named by this document's load, so a position saved
 * by another document in the tab under the shared `default` key is never restored over it.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? DOCUMENT_LOAD : location.key);

export function RootLayout() {
  useEffect(() => {
    // In a task of its own: after every part's effects and the renders they asked for (an input
    // adopting what was typed), so a repeated press acts on what the visitor sees.
    const replay = setTimeout(replayEarlyPresses, 0);
    // Lets tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    // When, for the field vitals' INP: was the slowest interaction before or after this (field-vitals.ts).
    performance.mark(APP_LIVE_MARK);
    return () => clearTimeout(replay);
  }, []);
  return (
    <WaitlistProvider>
      <ScrollRestoration getKey={scrollKey} />
      <NavigationProgress />
      <Navbar />
      {/* Focusable by script only, so the skip link's target takes focus. */}
      <Box as="main" id="main" tabIndex={-1} minH="60vh" _focusVisible={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <Toaster />
    </WaitlistProvider>
  );
}
