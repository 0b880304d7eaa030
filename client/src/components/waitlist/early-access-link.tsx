import { Button, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../../config/paths';
import { useWaitlist } from './waitlist-context';

/** A click the browser would turn into something else (a new tab or window, a download). */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A call to action that joins the waitlist. It is a link to the waitlist step (/early-access),
 * which works before the scripts have run, with them off, or in a new tab; once the page is
 * live a plain click opens the waitlist dialog in place instead. `onOpen` runs on that click
 * (analytics).
 */
export function EarlyAccessLink({ children, onOpen, ...props }: { children: ReactNode; onOpen?: () => void } & Omit<ButtonProps, 'onClick' | 'asChild'>) {
  const { openWaitlist } = useWaitlist();
  return (
    <Button asChild type={undefined} bg="accent.solid" color="accent.fg" _hover={{ bg: 'accent.hover' }} fontWeight="semibold" {...props}>
      <a
        href={paths.earlyAccess}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          onOpen?.();
          openWaitlist();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
