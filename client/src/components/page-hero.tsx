import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The navy band every inner page opens with (it sits under the fixed navigation bar). */
/** `children` come above the heading (breadcrumbs); `below` under the heading and its lead (a search box). */
export function PageHero({ title, lead, children, below }: { title: string; lead?: string; children?: ReactNode; below?: ReactNode }) {
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
        {below ? <Box mt="6">{below}</Box> : null}
      </Container>
    </Box>
  );
}
