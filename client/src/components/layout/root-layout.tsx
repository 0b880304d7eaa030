import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Navbar />
      <Box as="main" id="main" minH="60vh">
        <Outlet />
      </Box>
      <Footer />
    </>
  );
}
