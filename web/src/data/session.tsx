/**
 * The login state. It is the server session, asked for at start, so it survives a reload;
 * the flag itself lives only in memory, as SPEC.md section 4 says.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessieAntwoord } from '@backend/kern/api-types';
import { api, setCsrfToken } from './http';

export interface Session {
  /** False until the server has answered: until then nobody is shown as logged in or out. */
  ready: boolean;
  loggedIn: boolean;
  username: string | null;
  /** True only when the server answered exactly `true`. */
  login: (username: string, password: string) => Promise<boolean>;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function fetchSession(): Promise<SessieAntwoord> {
  const answer = await api.get<SessieAntwoord>('/api/session');
  setCsrfToken(answer.csrfToken);
  return answer;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [username, setUsername] = useState<string | null>(null);
  const [loggedIn, setLoggedIn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchSession()
      .then((s) => {
        if (cancelled) return;
        setLoggedIn(s.loggedIn);
        setUsername(s.username);
      })
      // No answer: treat the visitor as logged out; the public site still works.
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (name: string, password: string) => {
    // The token belongs to the session; make sure we hold one before the first write.
    if (!document.cookie.includes('XSRF-TOKEN')) await fetchSession();
    const ok = (await api.post<unknown>('/api/login', { username: name, password })) === true;
    if (!ok) return false;
    // The server starts a new session on login, with a new CSRF token.
    const s = await fetchSession();
    setLoggedIn(s.loggedIn);
    setUsername(s.username);
    return s.loggedIn;
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.post('/api/logout');
    } finally {
      setLoggedIn(false);
      setUsername(null);
      await fetchSession().catch(() => undefined);
    }
  }, []);

  const value = useMemo(
    () => ({ ready, loggedIn, username, login, logout }),
    [ready, loggedIn, username, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() buiten <SessionProvider>');
  return session;
}
