import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { StepCard } from './step-layout';

/** The survey sent without scripts: the same thanks the dialog shows. */
export function Component() {
  const { productName } = useSiteConfig();
  return (
    <>
      <Seo title={`Thanks | ${productName}`} description={`Thanks for telling the ${productName} team about your work.`} canonicalPath={paths.home} noindex />
      <StepCard labelledBy="signup-done-heading">
        <Heading as="h1" id="signup-done-heading" size="2xl" color="fg.heading">
          Perfect!
        </Heading>
        <Text>Thanks for telling us about your work. We'll tailor your early access to it.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
            <RouterLink to={paths.guide}>Read the RFP Software Guide</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home}>Back to the home page</RouterLink>
          </Button>
        </Stack>
      </StepCard>
    </>
  );
}
