import { Button, type ButtonProps } from '@chakra-ui/react';
import { useWaitlist } from '../../components/waitlist/waitlist-context';
import { analytics } from '../../lib/analytics';

/**
 * "Get Early Access": opens the waitlist modal. A hero button also records the hero click
 * (`trackAs` names where it sits).
 */
export function EarlyAccessButton({ trackAs, ...props }: { trackAs?: string } & ButtonProps) {
  const { openWaitlist } = useWaitlist();
  return (
    <Button
      bg="accent.solid"
      color="accent.fg"
      _hover={{ bg: 'accent.hover' }}
      fontWeight="semibold"
      {...props}
      onClick={() => {
        if (trackAs) analytics.heroCtaClick(trackAs);
        openWaitlist();
      }}
    >
      Get Early Access
    </Button>
  );
}
