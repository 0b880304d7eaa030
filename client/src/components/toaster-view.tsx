import { CloseButton, createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';

/**
 * The toast region and its store (Chakra's toaster, about 12 kB of gzip with its state machine),
 * loaded on the first notification rather than with every page: see ./toaster.tsx.
 *
 * One toast at a time, each closable and gone after about 5 seconds. (A 1,000,000 ms removal
 * delay, as some toast hooks have, is how long a dismissed toast is remembered, not how long it
 * is shown; here a dismissed toast simply leaves after its exit animation.)
 */
/**
 * At the bottom, so a toast never covers a dialog's title or close button: the waitlist dialog is
 * a centred card from md up (full screen on phones, its content at the top) and the survey sits
 * at the top of a phone's screen, leaving the bottom free.
 */
export const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 5000, pauseOnPageIdle: true });

export function ToasterView({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
