import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The navy band every inner page opens with (it sits under the fixed navigation bar). */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box bg="bg.brand" color="white" pt={{ base: '28', md: '32' }} pb={{ base: '12', md: '16' }}>
      <Container maxW="page">
        {children}
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="white" maxW="3xl">
          {title}
        </Heading>
        {lead ? (
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.onBrandMuted" maxW="prose">
            {lead}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
