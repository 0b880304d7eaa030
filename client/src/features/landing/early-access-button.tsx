import type { ButtonProps } from '@chakra-ui/react';
import { EarlyAccessLink } from '../../components/waitlist/early-access-link';
import { EARLY_ACCESS_BUTTON } from './landing-copy';

/**
 * "Get Early Access": the waitlist step, opened in place once the page is live. A hero button
 * also records the hero click (`trackAs` names where it sits).
 */
export function EarlyAccessButton({ trackAs, ...props }: { trackAs?: string } & Omit<ButtonProps, 'onClick' | 'asChild'>) {
  return (
    <EarlyAccessLink {...props} trackAs={trackAs}>
      {EARLY_ACCESS_BUTTON}
    </EarlyAccessLink>
  );
}
