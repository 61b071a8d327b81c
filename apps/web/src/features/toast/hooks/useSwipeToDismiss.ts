import { useRef, useState, type PointerEvent } from 'react';

/** A swipe to the right further than this dismisses the toast. */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

export interface SwipeToDismiss {
  /** How far the toast is dragged to the right, in pixels; 0 when not dragged. */
  offsetX: number;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

export function useSwipeToDismiss(onDismiss: () => void): SwipeToDismiss {
  const startX = useRef<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffsetX(0);
  };

  return {
    offsetX,
    handlers: {
      onPointerDown(event) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        startX.current = event.clientX;
      },
      onPointerMove(event) {
        if (startX.current === null) return;
        const delta = Math.max(0, event.clientX - startX.current);
        // Capture only once it is a real drag, so clicks on the buttons inside still land.
        if (delta > 0 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setOffsetX(delta);
      },
      onPointerUp(event) {
        if (startX.current === null) return;
        const delta = event.clientX - startX.current;
        startX.current = null;
        // A dismissed toast fades out where it was dropped instead of springing back.
        if (delta > SWIPE_DISMISS_THRESHOLD_PX) onDismiss();
        else setOffsetX(0);
      },
      onPointerCancel: reset,
    },
  };
}
