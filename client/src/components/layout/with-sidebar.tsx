import { Box, Container, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ContentSidebar, type SidebarContext } from './content-sidebar-view';

/** A content page's body beside the sidebar (the sidebar collapses away below lg). */
export function WithSidebar({ context, currentPage, children }: { context: SidebarContext; currentPage: string; children: ReactNode }) {
  return (
    <Container maxW="page" py={{ base: '10', md: '14' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' }} gap="10" alignItems="start">
        <Box minW="0">{children}</Box>
        <ContentSidebar context={context} currentPage={currentPage} />
      </Grid>
    </Container>
  );
}
