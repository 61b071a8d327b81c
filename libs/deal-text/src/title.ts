import { type DealLike } from './types';

export const UNTITLED_DEAL = 'Untitled Deal';

export type TitleSize = 'normal' | 'smaller' | 'smallest';

/** The trimmed title, else the description's first non-empty line, else "Untitled Deal". */
export function displayTitle(deal: Pick<DealLike, 'title' | 'description'>): string {
  const title = deal.title?.trim();
  if (title) return title;
  const firstLine = (deal.description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '');
  return firstLine ?? UNTITLED_DEAL;
}

/** Font step for a card title; length counts characters, so an emoji counts once. */
export function titleSize(title: string): TitleSize {
  const length = [...title].length;
  if (length > 80) return 'smallest';
  if (length > 60) return 'smaller';
  return 'normal';
}
