import { invalidVariantParameter } from './image.errors';

export const VARIANT_WIDTHS = [50, 200, 400, 800, 1200] as const;
/** 10 is the placeholder's, 60 the thumbnails', 75 the cards' (the default). */
export const VARIANT_QUALITIES = [10, 30, 50, 60, 75, 90, 100] as const;
/** 5 is the placeholder's. */
export const VARIANT_BLURS = [0, 5, 10, 20] as const;
export const VARIANT_FORMATS = ['webp', 'avif'] as const;
/** So an upload has at most 5 × 7 × 4 × 2 = 280 variants, however its URLs are written. */
export const MAX_VARIANTS_PER_UPLOAD =
  VARIANT_WIDTHS.length * VARIANT_QUALITIES.length * VARIANT_BLURS.length * VARIANT_FORMATS.length;

const DEFAULT_WIDTH = 1200;
const DEFAULT_QUALITY = 75;

export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface VariantRequest {
  width: number;
  quality: number;
  blur: number;
  format: VariantFormat;
}

/**
 * The sizes the site itself asks for: the cards' 400w/800w, the blurred placeholder and the
 * carousel thumbnail (apps/web's image-fallback.ts), and the digest e-mails' 400w.
 */
export const SITE_VARIANT_SIZES: readonly Omit<VariantRequest, 'format'>[] = [
  { width: 400, quality: 75, blur: 0 },
  { width: 800, quality: 75, blur: 0 },
  { width: 50, quality: 10, blur: 5 },
  { width: 200, quality: 60, blur: 0 },
];

/** True for a variant the site's own pages or e-mails ask for (in either format). */
export const isSiteVariant = (request: VariantRequest) =>
  SITE_VARIANT_SIZES.some(
    (size) =>
      size.width === request.width &&
      size.quality === request.quality &&
      size.blur === request.blur,
  );

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

/** The level nearest to the value; a tie goes to the higher level. */
function nearestLevel(levels: readonly number[], value: number): number {
  return levels.reduce((best, level) =>
    Math.abs(level - value) <= Math.abs(best - value) ? level : best,
  );
}

export const snapQuality = (requested: number) => nearestLevel(VARIANT_QUALITIES, requested);
export const snapBlur = (requested: number) => nearestLevel(VARIANT_BLURS, requested);

/** WebP, or AVIF for a client that says it takes it. */
export const acceptedFormat = (accept: string | undefined): VariantFormat =>
  accept?.includes('image/avif') ? 'avif' : 'webp';

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
    quality: snapQuality(quality ?? DEFAULT_QUALITY),
    blur: snapBlur(blur ?? 0),
    format: acceptedFormat(accept),
  };
}
