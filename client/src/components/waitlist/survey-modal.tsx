import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../../schema/forms';
import { surveyAnswersSchema } from '../../../../schema/inputs';
import { useSiteConfig } from '../../config/site-config';
import { analytics } from '../../lib/analytics';
import { apiPost } from '../../lib/http';
import { messageAnswerSchema } from '../../../../schema/forms';
import { notify, notifyFailure, SOMETHING_WENT_WRONG } from '../toaster';
import { SurveyFields, surveyAnswersOf } from './survey-fields';
import type { Signup } from './waitlist-context';

type Phase = 'form' | 'pending' | 'done';

/** The follow-up survey: five required questions, skippable. */
export default function SurveyModal({ signup, onClose }: { signup: Signup | null; onClose(): void }) {
  const { productName } = useSiteConfig();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('form');
  const doneButton = useRef<HTMLButtonElement>(null);

  // The form is replaced by the thanks: focus stays in the dialog.
  useEffect(() => {
    if (phase === 'done') doneButton.current?.focus();
  }, [phase]);

  const close = () => {
    setErrors({});
    setPhase('form');
    onClose();
  };
  const skip = () => {
    analytics.surveySkipped();
    close();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signup) return;
    const answers = surveyAnswersOf(event.currentTarget);
    const invalid = fieldErrors(surveyAnswersSchema, answers);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors({});
    setPhase('pending');
    const answer = await apiPost('/api/survey-response', { email: signup.email, surveyToken: signup.surveyToken, ...answers }, messageAnswerSchema).catch(
      notifyFailure(SOMETHING_WENT_WRONG),
    );
    if (!answer) {
      setPhase('form');
      return;
    }
    setPhase('done');
    analytics.surveyCompleted();
    notify({ type: 'success', title: 'Thanks for your input!', description: "We'll use this to personalize your experience." });
  };

  return (
    <Dialog.Root open={signup !== null} onOpenChange={(details) => (details.open ? undefined : close())} placement={{ base: 'top', md: 'center' }} scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* At most 80% of the viewport's height, on phones too, with the body scrolling inside. */}
          <Dialog.Content maxH="80dvh" width={{ base: 'calc(100% - 2rem)', sm: 'full' }}>
            {phase === 'done' ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>Perfect!</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>Thanks for telling us about your work. We'll tailor your early access to it.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button ref={doneButton} onClick={close} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Done
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
                <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                  <Dialog.Title>Help Us Personalize {productName}</Dialog.Title>
                  <Dialog.Description color="fg.subtle">Quick questions to tailor your experience (takes 1 minute)</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <SurveyFields errors={errors} disabled={phase === 'pending'} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="ghost" onClick={skip} disabled={phase === 'pending'}>
                    Skip for now
                  </Button>
                  <Button type="submit" loading={phase === 'pending'} loadingText="Submitting..." bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Complete Setup
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
