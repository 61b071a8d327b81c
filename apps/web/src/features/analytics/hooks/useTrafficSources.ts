import { useCallback, useEffect, useState } from 'react';
import { TRAFFIC_REFETCH_MS } from '../lib/analytics-types';
import {
  rangeProblemOf,
  trafficSourcesUrl,
  type DayRange,
  type RangeProblem,
  type TrafficSourcesAnswer,
} from '../lib/traffic-sources';

export interface TrafficSourcesRead {
  data: TrafficSourcesAnswer | undefined;
  /** A range the server refused (400), with the field it names. */
  problem: RangeProblem | undefined;
  /** Any other failure. */
  error: string | undefined;
  loading: boolean;
}

/**
 * Reads GET /api/traffic/sources for the range (and deal) on every change, and again every 5
 * minutes as the other traffic cards do. Only the answer for the range and deal asked now is
 * given: figures of the last range never show under the new one's labels.
 */
export function useTrafficSources(range: DayRange | null, dealId?: string): TrafficSourcesRead {
  const url = range ? trafficSourcesUrl(range, dealId) : null;
  const [read, setRead] = useState<TrafficSourcesRead & { url?: string }>({
    data: undefined,
    problem: undefined,
    error: undefined,
    loading: true,
  });

  const load = useCallback(async (target: string, signal: AbortSignal) => {
    setRead((last) => ({ ...last, loading: true }));
    try {
      const response = await fetch(target, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal,
      });
      if (response.status === 400) {
        const problem = rangeProblemOf(await response.text(), response.statusText);
        setRead({ url: target, data: undefined, problem, error: undefined, loading: false });
        return;
      }
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const data = (await response.json()) as TrafficSourcesAnswer;
      setRead({ url: target, data, problem: undefined, error: undefined, loading: false });
    } catch (failure) {
      if (signal.aborted) return;
      setRead((last) => ({
        ...last,
        url: target,
        error: (failure as Error).message,
        loading: false,
      }));
    }
  }, []);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void load(url, controller.signal);
    const timer = setInterval(() => void load(url, controller.signal), TRAFFIC_REFETCH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [url, load]);

  const current = read.url === url;
  return {
    data: current ? read.data : undefined,
    problem: current ? read.problem : undefined,
    error: current ? read.error : undefined,
    loading: read.loading || !current,
  };
}
