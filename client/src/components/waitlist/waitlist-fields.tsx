import { Box, Field, Input, Text } from '@chakra-ui/react';
import { EARLY_ADOPTER_PLAN, planTrialText } from '../../../../schema/plans';

/** Beside the waitlist form (dialog and page): what joining leads to, so no visitor reads the waitlist as a newsletter or the app as open to all. */
export const MEMBERSHIP_NOTE = `Joining the waitlist is how a company becomes an early-access member. Members are let in in batches and start the ${EARLY_ADOPTER_PLAN.name}'s ${planTrialText(EARLY_ADOPTER_PLAN)} in the app.`;

/** The honeypot's field name: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = 'x_f7';

/**
 * The waitlist form's fields, shared by the dialog and the page that works without scripts.
 * Uncontrolled: the form is read when it is sent, so what a visitor typed before the scripts
 * ran is what is sent.
 */
export function WaitlistFields({ defaultEmail = '', error, disabled = false }: { defaultEmail?: string; error?: string; disabled?: boolean }) {
  return (
    <>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>Work email</Field.Label>
        <Input type="email" name="email" autoComplete="email" placeholder="you@company.com" defaultValue={defaultEmail} readOnly={disabled} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {/* Bots fill every field; people never see this one. */}
      <Box position="absolute" left="-10000px" width="1px" height="1px" overflow="hidden" aria-hidden="true">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </Box>
      <Text fontSize="sm" color="fg.subtle">
        We'll never spam you. Unsubscribe at any time.
      </Text>
    </>
  );
}
