import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { captureAttribution } from '../../lib/attribution';
import { Toaster } from '../toaster';
import { WaitlistProvider } from '../waitlist/waitlist-context';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  useEffect(() => {
    captureAttribution();
    // Lets tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <WaitlistProvider>
      <ScrollManager />
      <Navbar />
      <Box as="main" id="main" minH="60vh">
        <Outlet />
      </Box>
      <Footer />
      <Toaster />
    </WaitlistProvider>
  );
}
