import { useLayoutEffect, useRef, type RefObject } from 'react';

const inputText = (field: Element) => (field instanceof HTMLInputElement ? field.value : undefined);

/**
 * What the visitor typed or chose in the server's HTML before the scripts ran is adopted when the
 * field hydrates, instead of being wiped by the first render from state. (Hydration keeps the
 * typed text or the chosen option on screen but does not tell the state; uncontrolled fields,
 * read when their form is sent, need none of this.) Once, as the field hydrates: later the state
 * is the truth.
 *
 * A text input's value by default; a whole form (a search box and selects) read with `read` and
 * compared with `same`.
 */
export function useTypedEarly(input: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void): void;
export function useTypedEarly<E extends Element, T>(field: RefObject<E | null>, value: T, adopt: (typed: T) => void, read: (field: E) => T, same: (a: T, b: T) => boolean): void;
export function useTypedEarly<E extends Element, T>(
  field: RefObject<E | null>,
  value: T,
  adopt: (typed: T) => void,
  read: (field: E) => T | undefined = inputText as (field: E) => T | undefined,
  same: (a: T, b: T) => boolean = Object.is,
): void {
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    if (hydrated.current || !field.current) return;
    hydrated.current = true;
    const typed = read(field.current);
    if (typed !== undefined && !same(typed, value)) adopt(typed);
  }, [field, value, adopt, read, same]);
}
