import { useEffect, useRef, useState } from 'react';

/** Cards start rendering a little before they scroll into view. */
const NEAR_VIEWPORT: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

/**
 * True once the element has come near the viewport; stays true afterwards.
 * `initiallyNear` elements render at once, on the server too, so the first screen is in the HTML.
 */
export function useNearViewport<T extends Element>(initiallyNear: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initiallyNear);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, NEAR_VIEWPORT);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
