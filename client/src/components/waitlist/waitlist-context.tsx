import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

const loadWaitlist = () => import('./waitlist-modal');
const WaitlistModal = lazy(loadWaitlist);
const loadSurvey = () => import('./survey-modal');
const SurveyModal = lazy(loadSurvey);
/**
 * The two modules above, as the build's manifest names them (relative to client/src). The app
 * loads them by itself once live (below), so each page's first script fetches them ahead with the
 * page's own scripts (the root route's handle, routes.tsx; decision record 0022).
 */
export const LOADED_ONCE_LIVE = ['components/waitlist/waitlist-modal.tsx', 'components/waitlist/survey-modal.tsx'];

export interface Signup {
  email: string;
  surveyToken: string;
}

interface WaitlistApi {
  openWaitlist(): void;
}

/** What the waitlist dialog lets its owner do: open or close it through the dialog's own state (Chakra's `useDialog`). */
export interface WaitlistDialogControl {
  setOpen(open: boolean): void;
}

export interface WaitlistModalProps {
  /** Set by the dialog once it is rendered. */
  control: RefObject<WaitlistDialogControl | null>;
  /** Whether it opens as it is first rendered: a press came before. */
  defaultOpen: boolean;
  onSignedUp(signup: Signup): void;
}

const WaitlistContext = createContext<WaitlistApi | null>(null);

/** The survey follows a successful signup after this long, even if the waitlist modal was closed. */
export const SURVEY_DELAY_MS = 2000;

/**
 * Owns the waitlist and survey modals. The waitlist's code is evaluated, and the modals rendered
 * closed, once the app is live and the page idle (the file was fetched ahead with the page's:
 * loaded at the first press, a phone waited 0.52 s for the dialog; decision record 0014). Adding
 * it to the app's own code instead would put 26 kB gzip on every page's start. A press before
 * then renders them at once. The survey opens about 2 s after a signup succeeds, closing the
 * waitlist modal if it is still open.
 */
export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const [openAtFirstRender, setOpenAtFirstRender] = useState(false);
  const [survey, setSurvey] = useState<Signup | null>(null);
  const waitlist = useRef<WaitlistDialogControl | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    // Evaluated and rendered closed (hidden) in a transition, which a visitor's input interrupts:
    // the first press then only opens it (rendered at the press, it took 0.47 s on a phone).
    const evaluate = () =>
      void loadWaitlist().then(
        () => startTransition(() => setUsed(true)),
        () => undefined,
      );
    // Safari has no idle callback: a second after the app is live stands in for it.
    if (typeof requestIdleCallback !== 'function') {
      const timeout = setTimeout(evaluate, 1000);
      return () => clearTimeout(timeout);
    }
    const idle = requestIdleCallback(evaluate, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // A press while the dialog was being rendered closed (the idle render above) lands after it.
  useEffect(() => {
    if (openAtFirstRender) waitlist.current?.setOpen(true);
  }, [openAtFirstRender]);

  // Once the dialog is rendered (closed), a press opens it through the dialog's own state in the
  // task after the frame that paints the press: one render of the dialog. Opened through its `open`
  // prop, it rendered twice, the second time when its state followed the prop (109 of 380 ms at
  // 4x); opened in the press's own task, the press's paint waited for the dialog (decision record
  // 0020). Before then, the press renders it open, in a transition.
  const openWaitlist = () => {
    void loadSurvey().catch(() => undefined);
    const dialog = waitlist.current;
    if (dialog) {
      requestAnimationFrame(() => setTimeout(() => dialog.setOpen(true)));
      return;
    }
    startTransition(() => {
      setUsed(true);
      setOpenAtFirstRender(true);
    });
  };

  const onSignedUp = (signup: Signup) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      waitlist.current?.setOpen(false);
      setSurvey(signup);
    }, SURVEY_DELAY_MS);
  };

  return (
    <WaitlistContext.Provider value={{ openWaitlist }}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <WaitlistModal control={waitlist} defaultOpen={openAtFirstRender} onSignedUp={onSignedUp} />
          <SurveyModal signup={survey} onClose={() => setSurvey(null)} />
        </Suspense>
      ) : null}
    </WaitlistContext.Provider>
  );
}

export function useWaitlist(): WaitlistApi {
  const api = useContext(WaitlistContext);
  if (!api) throw new Error('useWaitlist needs a WaitlistProvider');
  return api;
}
