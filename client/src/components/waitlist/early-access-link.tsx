import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { analytics } from '../../lib/analytics';
import { HERO_CTA_ATTRIBUTE } from '../../lib/early-presses';
import { isPlainClick } from '../../lib/plain-click';
import { useWaitlist } from './waitlist-context';

/**
 * A call to action that joins the waitlist. It is a link to the waitlist step (/early-access),
 * which works before the scripts have run, with them off, or in a new tab; once the page is
 * live a plain click opens the waitlist dialog in place instead. A hero's link (`trackAs` names
 * where it sits) records the hero click, live or not (early-presses.ts records it before).
 */
export function EarlyAccessLink({ children, trackAs, ...props }: { children: ReactNode; trackAs?: string } & Omit<ButtonProps, 'onClick' | 'asChild'>) {
  const { openWaitlist } = useWaitlist();
  return (
    // Pressed, it takes its hover colour: painted at once, while the dialog follows in a transition (waitlist-context.tsx).
    <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} _active={{ bg: 'accent.hover' }} fontWeight="semibold" {...props}>
      <a
        href={paths.earlyAccess}
        {...(trackAs ? { [HERO_CTA_ATTRIBUTE]: trackAs } : {})}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (trackAs) analytics.heroCtaClick(trackAs);
          openWaitlist();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
