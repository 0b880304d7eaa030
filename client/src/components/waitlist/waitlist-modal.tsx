import { Button, CloseButton, Dialog, Portal, Stack, Text, useDialog } from '@chakra-ui/react';
import { useEffect, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { emailSchema, EMAIL_MESSAGE } from '../../../../schema/inputs';
import { useSiteConfig } from '../../config/site-config';
import { analytics } from '../../lib/analytics';
import { readAttribution } from '../../lib/attribution';
import { apiPost } from '../../lib/http';
import { waitlistJoinAnswerSchema } from '../../../../schema/forms';
import { notify, notifyFailure, SOMETHING_WENT_WRONG } from '../toaster';
import type { WaitlistModalProps } from './waitlist-context';
import { HONEYPOT_FIELD, MEMBERSHIP_NOTE, WaitlistFields } from './waitlist-fields';

type Phase = 'form' | 'pending' | 'success';

const joinWaitlist = (email: string, trap: string) =>
  apiPost(
    '/api/early-access',
    {
      email,
      // What is sent for the fields this form does not ask: placeholders, not empty strings.
      companyName: 'Not provided',
      companySize: 'Not specified',
      ...readAttribution(),
      ...(trap ? { hp: trap } : {}),
    },
    waitlistJoinAnswerSchema,
  );

/** The waitlist form: email only, checked here and again by the server. */
export default function WaitlistModal({ control, defaultOpen, onSignedUp }: WaitlistModalProps) {
  const { productName, adsSendTo } = useSiteConfig();
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  // Each opening starts an empty form (a new key remounts its uncontrolled fields).
  const [opening, setOpening] = useState(0);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Closed by the visitor or by the survey taking over: either way it opens again empty.
  const dialog = useDialog({
    defaultOpen,
    onOpenChange: ({ open }) => {
      if (open) return;
      setInvalid(false);
      setPhase('form');
      setOpening((count) => count + 1);
    },
  });
  useImperativeHandle(control, () => ({ setOpen: (open: boolean) => dialog.setOpen(open) }));

  // The form (and the focused button in it) is replaced by the confirmation: focus stays in the dialog.
  useEffect(() => {
    if (phase === 'success') closeButton.current?.focus();
  }, [phase]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = emailSchema.safeParse(String(form.get('email') ?? ''));
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPhase('pending');
    const answer = await joinWaitlist(parsed.data, String(form.get(HONEYPOT_FIELD) ?? '')).catch(notifyFailure(SOMETHING_WENT_WRONG));
    if (!answer) {
      setPhase('form');
      return;
    }
    setPhase('success');
    notify({
      type: 'success',
      title: 'Welcome to the waitlist!',
      description: answer.message || `We'll notify you as soon as ${productName} is available.`,
    });
    analytics.signup(adsSendTo);
    onSignedUp({ email: parsed.data, surveyToken: answer.surveyToken });
  };

  // Its content is rendered hidden with the closed dialog (Chakra mounts a dialog's content at its
  // first opening and unmounts it on closing), so a press only shows it.
  return (
    <Dialog.RootProvider
      value={dialog}
      placement={{ base: 'top', md: 'center' }}
      scrollBehavior="inside"
      size="md"
      lazyMount={false}
      unmountOnExit={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A card on every screen, like the survey that follows it: on a phone near the top, inset from the
              edges and at most three quarters of the screen's height, the bottom left to the toasts. */}
          <Dialog.Content maxH="75dvh" width={{ base: 'calc(100% - 2rem)', sm: 'full' }}>
            {phase === 'success' ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>You're on the list!</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>A short survey will appear in a moment so we can tailor your early access.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button ref={closeButton} onClick={() => dialog.setOpen(false)} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }}>
                    Close
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form key={opening} onSubmit={submit} noValidate style={{ display: 'contents' }}>
                <Dialog.Header>
                  <Dialog.Title>Get Early Access to {productName}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>Be the first to know when {productName} launches and start winning more RFPs.</Dialog.Description>
                    <Text fontSize="sm" color="fg.subtle">
                      {MEMBERSHIP_NOTE}
                    </Text>
                    <WaitlistFields error={invalid ? EMAIL_MESSAGE : undefined} disabled={phase === 'pending'} />
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
    </Dialog.RootProvider>
  );
}
