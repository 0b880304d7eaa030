import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SURVEY_MESSAGES, SURVEY_OPTIONS, surveyAnswersSchema } from '../../../../schema/inputs';
import { useSiteConfig } from '../../config/site-config';
import { analytics } from '../../lib/analytics';
import { apiRequest, errorMessage } from '../../lib/http';
import { notify } from '../toaster';
import type { Signup } from './waitlist-context';

type Question = keyof typeof SURVEY_OPTIONS;
type Answers = Record<Question, string>;

const QUESTIONS: { name: Question; label: string }[] = [
  { name: 'role', label: 'What is your role?' },
  { name: 'companySize', label: 'How big is your company?' },
  { name: 'biggestChallenge', label: 'What is your biggest RFP challenge?' },
  { name: 'industry', label: 'Which industry do you bid in?' },
  { name: 'budget', label: 'What is your typical contract budget?' },
];

const EMPTY: Answers = { role: '', companySize: '', biggestChallenge: '', industry: '', budget: '' };

type Phase = 'form' | 'pending' | 'done';

/** The follow-up survey: five required questions, skippable. */
export default function SurveyModal({ signup, onClose }: { signup: Signup | null; onClose(): void }) {
  const { productName } = useSiteConfig();
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Question, string>>>({});
  const [phase, setPhase] = useState<Phase>('form');

  const close = () => {
    setAnswers(EMPTY);
    setErrors({});
    setPhase('form');
    onClose();
  };
  const skip = () => {
    analytics.surveySkipped();
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signup) return;
    const parsed = surveyAnswersSchema.safeParse(answers);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          QUESTIONS.filter(({ name }) => parsed.error.issues.some((issue) => issue.path[0] === name)).map(({ name }) => [name, SURVEY_MESSAGES[name]]),
        ),
      );
      return;
    }
    setErrors({});
    setPhase('pending');
    try {
      await apiRequest('POST', '/api/survey-response', { email: signup.email, surveyToken: signup.surveyToken, ...parsed.data });
      setPhase('done');
      analytics.surveyCompleted();
      notify({ type: 'success', title: 'Thanks for your input!', description: "We'll use this to personalize your experience." });
    } catch (error) {
      setPhase('form');
      notify({ type: 'error', title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <Dialog.Root open={signup !== null} onOpenChange={(details) => (details.open ? undefined : close())} placement="center" scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* At most 80% of the viewport's height (section 9), on phones too, with the body scrolling inside. */}
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
                  <Button onClick={close} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
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
                    {QUESTIONS.map(({ name, label }) => (
                      <Field.Root key={name} invalid={Boolean(errors[name])} required>
                        <Field.Label>{label}</Field.Label>
                        <NativeSelect.Root disabled={phase === 'pending'}>
                          <NativeSelect.Field
                            name={name}
                            value={answers[name]}
                            onChange={(event) => setAnswers((current) => ({ ...current, [name]: event.target.value }))}
                          >
                            <option value="">Select an option</option>
                            {SURVEY_OPTIONS[name].map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.ErrorText>{errors[name]}</Field.ErrorText>
                      </Field.Root>
                    ))}
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
