import { CloseButton, createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { BANNER_HEIGHT_PROPERTY } from './toaster';

/**
 * The toast region and its store (Chakra's toaster, about 12 kB of gzip with its state machine),
 * loaded on the first notification rather than with every page: see ./toaster.tsx.
 *
 * One toast at a time, each closable and gone after about 5 seconds. (A 1,000,000 ms removal
 * delay, as some toast hooks have, is how long a dismissed toast is remembered, not how long it
 * is shown; here a dismissed toast simply leaves after its exit animation.)
 */
/** How far above the window's bottom edge (plus 1rem) the toasts sit: see ToasterView. */
const CLEARANCE_PROPERTY = '--toast-bottom-clearance';

/**
 * At the bottom, so a toast never covers a dialog's title or close button: the dialogs are centred
 * cards from md up and sit at the top of a phone's screen, leaving the bottom free.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: `calc(var(${CLEARANCE_PROPERTY}, 0px) + 1rem)` },
});

/**
 * Above the landing pages' banner when it shows (its height, BANNER_HEIGHT_PROPERTY), not over its
 * button. While a modal dialog is open the banner is behind it, out of use, and the toast keeps to
 * the bottom edge, below a phone's tall survey rather than over its buttons.
 */
const clearance = {
  [CLEARANCE_PROPERTY]: `var(${BANNER_HEIGHT_PROPERTY}, 0px)`,
  'html:has([role="dialog"][aria-modal="true"]:not([hidden])) &': { [CLEARANCE_PROPERTY]: '0px' },
};

export function ToasterView({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={clearance}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notification" />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
