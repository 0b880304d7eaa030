import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SURVEY_TOKEN_MESSAGE } from '../../../../schema/forms';
import { SurveyFields } from '../../components/waitlist/survey-fields';
import { Seo } from '../../components/seo';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config';
import { useRequestState, useSubmittedForm } from '../../lib/request-state';
import { StepCard } from './step-layout';
import { FormAlert } from '../../components/form-alert';

/**
 * After a signup sent without scripts: "You're on the list!" and the survey as a plain form.
 * The signup comes from the post/redirect/get cookie (or, when the survey is shown again with its
 * errors, from the hidden fields that were sent); its signed token travels in a hidden field.
 */
export function Component() {
  const { productName } = useSiteConfig();
  const submitted = useSubmittedForm('survey');
  const fromCookie = useRequestState().signup;
  const signup = fromCookie ?? (submitted ? { email: submitted.values.email ?? '', surveyToken: submitted.values.surveyToken ?? '' } : undefined);
  return (
    <>
      <Seo
        title={`You're on the list | ${productName}`}
        description={`A short survey so ${productName} can tailor your early access.`}
        canonicalPath={paths.home}
        noindex
      />
      <StepCard labelledBy="survey-step-heading">
        {signup ? (
          <>
            <Stack gap="2">
              <Heading as="h1" id="survey-step-heading" size="2xl" color="fg.heading">
                You're on the list!
              </Heading>
              <Text>Members are let in in batches; we'll email you when your invitation is ready. Meanwhile, a short survey helps us tailor your early access.</Text>
            </Stack>
            <Stack gap="1">
              <Heading as="h2" size="lg" color="fg.heading">
                Help Us Personalize {productName}
              </Heading>
              <Text color="fg.subtle">Quick questions to tailor your experience (takes 1 minute)</Text>
            </Stack>
            <FormAlert message={submitted?.message} />
            <form method="post" action={paths.earlyAccessSurvey} noValidate>
              <Stack gap="4">
                <input type="hidden" name="email" value={signup.email} />
                <input type="hidden" name="surveyToken" value={signup.surveyToken} />
                <SurveyFields defaults={submitted?.values} errors={submitted?.errors} />
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="end" gap="3">
                  <Button asChild variant="ghost">
                    <RouterLink to={paths.home}>Skip for now</RouterLink>
                  </Button>
                  <Button type="submit" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Complete Setup
                  </Button>
                </Stack>
              </Stack>
            </form>
          </>
        ) : (
          <>
            <Heading as="h1" id="survey-step-heading" size="2xl" color="fg.heading">
              Join the waitlist first
            </Heading>
            <Text>{SURVEY_TOKEN_MESSAGE}</Text>
            <Button asChild alignSelf="start" bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
              <a href={paths.earlyAccess}>Get Early Access</a>
            </Button>
          </>
        )}
        <Link asChild color="accent.text" fontWeight="semibold" alignSelf="start">
          <RouterLink to={paths.home}>Back to the home page</RouterLink>
        </Link>
      </StepCard>
    </>
  );
}
