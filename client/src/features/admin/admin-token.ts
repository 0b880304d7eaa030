import { useEffect, useState } from 'react';

const KEY = 'bidlight:admin-token';

/** The admin token, kept for this browser tab only (sessionStorage), never in the page's HTML. */
export function useAdminToken(): [string, (token: string) => void] {
  const [token, setToken] = useState('');
  useEffect(() => {
    try {
      setToken(sessionStorage.getItem(KEY) ?? '');
    } catch {
      // storage unavailable: the token lives in memory only
    }
  }, []);
  const update = (value: string) => {
    setToken(value);
    try {
      if (value) sessionStorage.setItem(KEY, value);
      else sessionStorage.removeItem(KEY);
    } catch {
      // storage unavailable
    }
  };
  return [token, update];
}
