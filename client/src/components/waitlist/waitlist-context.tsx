import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const WaitlistModal = lazy(() => import('./waitlist-modal'));
const SurveyModal = lazy(() => import('./survey-modal'));

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
 * Owns the waitlist and survey modals. Their code loads on first use; the survey opens about
 * 2 s after a signup succeeds, closing the waitlist modal if it is still open.
 */
export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [survey, setSurvey] = useState<Signup | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const openWaitlist = useCallback(() => {
    setUsed(true);
    setWaitlistOpen(true);
  }, []);

  const onSignedUp = useCallback((signup: Signup) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWaitlistOpen(false);
      setSurvey(signup);
    }, SURVEY_DELAY_MS);
  }, []);

  const api = useMemo(() => ({ openWaitlist }), [openWaitlist]);
  return (
    <WaitlistContext.Provider value={api}>
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
