import { Box, Card, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pathOnSite } from '../../../../schema/paths';

/**
 * The waitlist steps that work without scripts (/early-access and what follows it): a card on
 * the navy band, like the dialog they stand in for.
 */
export function StepCard({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <Box bg="bg.brand" pt={{ base: '24', md: '32' }} pb={{ base: '12', md: '20' }} minH="70vh">
      <Container maxW="xl" px={{ base: '4', md: '6' }}>
        <Card.Root as="section" aria-labelledby={labelledBy} bg="white" shadow="lg">
          <Card.Body gap="5" p={{ base: '5', md: '8' }}>
            {children}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

/** A path on this site to go back to (the page the visitor left), never another site. */
export const safeReturnPath = (from: string | null): string => pathOnSite(from);
