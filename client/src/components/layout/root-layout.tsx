import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { replayEarlyPresses } from '../../lib/early-presses';
import { Toaster } from '../toaster';
import { WaitlistProvider } from '../waitlist/waitlist-context';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  useEffect(() => {
    // In a task of its own: after every part's effects and the renders they asked for (an input
    // adopting what was typed), so a repeated press acts on what the visitor sees.
    const replay = setTimeout(replayEarlyPresses, 0);
    // Lets tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    return () => clearTimeout(replay);
  }, []);
  return (
    <WaitlistProvider>
      <ScrollManager />
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
