import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One band of a landing page: an optional anchor (kept clear of the fixed navigation bar when
 * scrolled to), a centred h2 and an optional lead.
 */
export function LandingSection({
  id,
  title,
  lead,
  bg,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  bg?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={bg}>
      <Container maxW="page">
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '4xl' }} color="fg.heading">
            {title}
          </Heading>
          {lead ? (
            <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.subtle">
              {lead}
            </Text>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
