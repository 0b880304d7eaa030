import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MEMBERSHIP_NOTE, WaitlistFields } from '../../components/waitlist/waitlist-fields';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { useRequestState, useSubmittedForm } from '../../lib/request-state';
import { safeReturnPath, StepCard } from './step-layout';
import { FormAlert } from '../../components/form-alert';
import { ATTRIBUTION_FIELDS } from '../../../../schema/attribution';

/**
 * The waitlist step as a page: where every "Get Early Access" link leads before the scripts
 * have run, with them off, or in a new tab. A plain form posted to the server
 * (server/src/modules/waitlist/waitlist.forms.ts), which answers with the survey step or shows
 * this form again with what was wrong and what was typed.
 */
export function Component() {
  const { productName } = useSiteConfig();
  const submitted = useSubmittedForm('waitlist');
  const { cameFrom } = useRequestState();
  const from = safeReturnPath(submitted?.values.from ?? cameFrom ?? null);
  return (
    <>
      <Seo
        title={`Get Early Access to ${productName}`}
        description={`Join the ${productName} waitlist: be the first to know when ${productName} launches and start winning more RFPs.`}
        canonicalPath={paths.home}
        noindex
      />
      <StepCard labelledBy="early-access-heading">
        <Stack gap="2">
          <Heading as="h1" id="early-access-heading" size="2xl" color="fg.heading">
            Get Early Access to {productName}
          </Heading>
          <Text>Be the first to know when {productName} launches and start winning more RFPs.</Text>
          <Text fontSize="sm" color="fg.subtle">
            {MEMBERSHIP_NOTE}
          </Text>
        </Stack>
        <FormAlert message={submitted?.message} />
        <form method="post" action={paths.earlyAccess} noValidate>
          <Stack gap="4">
            <input type="hidden" name="from" value={from} />
            {ATTRIBUTION_FIELDS.map((name) => (
              <input key={name} type="hidden" name={name} defaultValue="" />
            ))}
            <WaitlistFields defaultEmail={submitted?.values.email} error={submitted?.errors.email} />
            <Button type="submit" width="full" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
              Join Waitlist
            </Button>
          </Stack>
        </form>
        <Link asChild color="accent.text" fontWeight="semibold" alignSelf="start">
          <RouterLink to={from}>Back to the page you were on</RouterLink>
        </Link>
      </StepCard>
    </>
  );
}
