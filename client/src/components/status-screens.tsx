import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The error, not-found and empty screens of the data pages. */
export function StatusScreen({
  title,
  text,
  action,
}: {
  title: string;
  /** A sentence, which may carry a link of its own. */
  text: ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <Container maxW="page" py="16">
      <Box textAlign="center" maxW="xl" mx="auto" role="status">
        <Heading as="h2" size="2xl" color="fg.heading">
          {title}
        </Heading>
        <Text mt="3" color="fg.subtle">
          {text}
        </Text>
        {action ? (
          <Button asChild type={undefined} mt="6" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ) : null}
      </Box>
    </Container>
  );
}

export function Section({ children, bg }: { children: ReactNode; bg?: string }) {
  return (
    <Box as="section" py={{ base: '12', md: '16' }} bg={bg}>
      <Container maxW="page">{children}</Container>
    </Box>
  );
}
