import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the check mark replaces the copy icon. */
export const COPIED_INDICATOR_MS = 2000;

/** A flag that turns itself off 2 s after the last `markCopied()`. */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { copied, markCopied };
}
