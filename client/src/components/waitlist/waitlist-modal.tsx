import { Box, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { emailSchema, EMAIL_MESSAGE } from '../../../../schema/inputs';
import { useSiteConfig } from '../../config/site-config';
import { analytics } from '../../lib/analytics';
import { readAttribution } from '../../lib/attribution';
import { apiRequest, errorMessage } from '../../lib/http';
import { notify } from '../toaster';
import type { Signup } from './waitlist-context';

interface Props {
  open: boolean;
  onClose(): void;
  onSignedUp(signup: Signup): void;
}

type Phase = 'form' | 'pending' | 'success';

/** The waitlist form: email only, checked here and again by the server. */
export default function WaitlistModal({ open, onClose, onSignedUp }: Props) {
  const { productName, adsSendTo } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');

  const reset = () => {
    setEmail('');
    setTrap('');
    setInvalid(false);
    setPhase('form');
  };
  // Closed by the visitor or by the survey taking over: either way it opens again empty.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) reset();
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPhase('pending');
    try {
      const answer = await apiRequest<{ message?: string; surveyToken: string }>('POST', '/api/early-access', {
        email: parsed.data,
        companyName: '',
        companySize: '',
        ...readAttribution(),
        ...(trap ? { hp: trap } : {}),
      });
      setPhase('success');
      notify({
        type: 'success',
        title: 'Welcome to the waitlist!',
        description: answer.message || `We'll notify you as soon as ${productName} is available.`,
      });
      analytics.lead();
      analytics.adsConversion(adsSendTo);
      analytics.waitlistConversion();
      onSignedUp({ email: parsed.data, surveyToken: answer.surveyToken });
    } catch (error) {
      setPhase('form');
      notify({ type: 'error', title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {phase === 'success' ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>You're on the list!</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>A short survey will appear in a moment so we can tailor your early access.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={onClose} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Close
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>Get Early Access to {productName}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>Be the first to know when {productName} launches and start winning more RFPs.</Dialog.Description>
                    <Field.Root invalid={invalid} required>
                      <Field.Label>Work email</Field.Label>
                      <Input
                        type="email"
                        name="email"
                        autoComplete="email"
                        placeholder="you@company.com"
                        value={email}
                        onChange={(event) => setEmail(event.target.value)}
                        disabled={phase === 'pending'}
                      />
                      <Field.ErrorText>{EMAIL_MESSAGE}</Field.ErrorText>
                    </Field.Root>
                    {/* Bots fill every field; people never see this one. */}
                    <Box position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden" aria-hidden="true">
                      <input type="text" name="x_f7" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
                    </Box>
                    <Text fontSize="sm" color="fg.subtle">
                      We'll never spam you. Unsubscribe at any time.
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="submit" width="full" loading={phase === 'pending'} loadingText="Joining..." bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Join Waitlist
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
