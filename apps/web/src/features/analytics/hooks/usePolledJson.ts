import { useCallback, useEffect, useRef, useState } from 'react';
import { requestJson } from '../lib/admin-json';

/** Failed reads are tried twice more, one and then two seconds later. */
const RETRY_DELAYS_MS = [1000, 2000];

export interface PolledJson<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
  /** Puts an answer the page already has (a reset's fresh figures) in place of the last read. */
  replace: (data: T) => void;
}

/** Reads a curator endpoint when the component mounts, then again every `intervalMs`. */
export function usePolledJson<T>(url: string, intervalMs: number): PolledJson<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);

  const refetch = useCallback(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await requestJson<T>(url);
        if (!mounted.current) return;
        setData(answer);
        setError(undefined);
        break;
      } catch (failure) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined || !mounted.current) {
          if (mounted.current) setError(failure as Error);
          break;
        }
        await new Promise((wake) => setTimeout(wake, delay));
      }
    }
    if (mounted.current) setLoading(false);
  }, [url]);

  useEffect(() => {
    mounted.current = true;
    void refetch();
    const timer = setInterval(() => void refetch(), intervalMs);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [refetch, intervalMs]);

  return { data, error, loading, refetch, replace: setData };
}
