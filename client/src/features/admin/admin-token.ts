import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const KEY = 'bidlight:admin-token';

function stored(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage unavailable
  }
}

function remember(token: string) {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the token lives in memory only
  }
}

/**
 * The admin token, kept for this browser tab only (sessionStorage), never in the page's HTML.
 * The token field's ref lets a token typed (or pasted) before the scripts ran win over the
 * stored one instead of being wiped.
 */
export function useAdminToken(): [string, (token: string) => void, RefObject<HTMLInputElement | null>] {
  const field = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed) {
      setToken(typed);
      remember(typed);
      return;
    }
    setToken(stored());
  }, []);
  const update = (value: string) => {
    setToken(value);
    remember(value);
  };
  return [token, update, field];
}
