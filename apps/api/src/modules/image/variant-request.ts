import { invalidVariantParameter } from './image.errors';

export const VARIANT_WIDTHS = [50, 200, 400, 800, 1200] as const;
export const MAX_BLUR = 20;
const DEFAULT_WIDTH = 1200;
const DEFAULT_QUALITY = 75;

export type VariantFormat = 'webp' | 'avif';

export interface VariantRequest {
  width: number;
  quality: number;
  blur: number;
  format: VariantFormat;
}

function numberParameter(query: Record<string, unknown>, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^-?\d+(\.\d+)?$/.test(raw)) throw invalidVariantParameter(name);
  return Number(raw);
}

/** The smallest fixed width at least as wide as asked, so the variants of an image stay few. */
export function snapWidth(requested: number): number {
  return VARIANT_WIDTHS.find((width) => width >= requested) ?? VARIANT_WIDTHS.at(-1)!;
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Math.round(value)));

/** ?w=&quality=&blur= and the Accept header as the one variant to serve; non-numbers are refused. */
export function parseVariantRequest(
  query: Record<string, unknown>,
  accept: string | undefined,
): VariantRequest {
  const width = numberParameter(query, 'w');
  const quality = numberParameter(query, 'quality');
  const blur = numberParameter(query, 'blur');
  return {
    width: snapWidth(width ?? DEFAULT_WIDTH),
    quality: clamp(quality ?? DEFAULT_QUALITY, 1, 100),
    blur: clamp(blur ?? 0, 0, MAX_BLUR),
    format: accept?.includes('image/avif') ? 'avif' : 'webp',
  };
}
