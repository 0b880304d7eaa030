import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a controlled input: what the visitor typed into the server's HTML before the scripts ran
 * is adopted when the input hydrates, instead of being wiped by the first render from state.
 * (Hydration keeps the typed text on screen but does not tell the state; uncontrolled inputs,
 * read when their form is sent, need none of this.) Once, as the input hydrates: later the state
 * is the truth.
 */
export function useTypedEarly(input: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void): void {
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, [input, value, adopt]);
}
