import { useEffect, useState, type ComponentType } from 'react';
import type { ToastCardProps } from '../components/ToastCard';

type ToastCardComponent = ComponentType<ToastCardProps>;

let loadingCard: Promise<ToastCardComponent> | undefined;

function loadToastCard(): Promise<ToastCardComponent> {
  loadingCard ??= import('../components/ToastCard').then(
    (module) => module.ToastCard,
    (error: unknown) => {
      // A failed download is retried by the next toast instead of being remembered.
      loadingCard = undefined;
      throw error;
    },
  );
  return loadingCard;
}

/**
 * The toast card (its animations and swipe handling) is not needed to hydrate a page, so its code
 * is fetched when the first toast is shown. Until it arrives the toast is kept, just not drawn.
 */
export function useToastCard(needed: boolean): ToastCardComponent | null {
  const [card, setCard] = useState<ToastCardComponent | null>(null);

  useEffect(() => {
    if (!needed || card) return;
    let current = true;
    loadToastCard().then(
      (loaded) => {
        if (current) setCard(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, card]);

  return card;
}
