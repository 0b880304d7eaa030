import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const loadWaitlist = () => import('./waitlist-modal');
const WaitlistModal = lazy(loadWaitlist);
const loadSurvey = () => import('./survey-modal');
const SurveyModal = lazy(loadSurvey);

export interface Signup {
  email: string;
  surveyToken: string;
}

interface WaitlistApi {
  openWaitlist(): void;
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
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [survey, setSurvey] = useState<Signup | null>(null);
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

  // In a transition: the press is painted at once, and the dialog in the frames after it.
  const openWaitlist = () => {
    void loadSurvey().catch(() => undefined);
    startTransition(() => {
      setUsed(true);
      setWaitlistOpen(true);
    });
  };

  const onSignedUp = (signup: Signup) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWaitlistOpen(false);
      setSurvey(signup);
    }, SURVEY_DELAY_MS);
  };

  return (
    <WaitlistContext.Provider value={{ openWaitlist }}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <WaitlistModal open={waitlistOpen} onClose={() => setWaitlistOpen(false)} onSignedUp={onSignedUp} />
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
