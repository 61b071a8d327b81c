import { isSafeHttpUrl } from '@deal-site/deal-text';
import {
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import styled from 'styled-components';
import { dealImageSources, thumbnailSource, uploadFallback } from '../../deals/lib/image-fallback';

/** The gallery fills the phone's width and half the content column (at most 560 px) above. */
export const GALLERY_IMAGE_SIZES = '(min-width: 768px) min(50vw, 560px), 100vw';
/** A horizontal drag at least this long is a swipe (the toasts' threshold). */
const SWIPE_THRESHOLD_PX = 50;

const StyledGallery = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledStage = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Vertical scrolling stays the browser's; horizontal drags are the gallery's swipes. */
  touch-action: pan-y;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledTrack = styled.div`
  display: flex;
  height: 100%;
  transition: transform 0.25s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  img {
    flex: 0 0 100%;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

const StyledThumbnails = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    width: 4rem;
    height: 4rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.placeholder};
    overflow: hidden;

    &[aria-current='true'] {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledPosition = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The resizer failed: show the original upload instead, as the cards do. */
function onImageError(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  const fallback = uploadFallback(image.getAttribute('src') ?? '');
  if (!fallback) return;
  image.removeAttribute('srcset');
  image.src = fallback;
}

/** Where a thumbnail leads without scripts: the full image, when it is a path here or an http(s) URL. */
function fullImageHref(image: string): string | undefined {
  if (image.startsWith('/') && !image.startsWith('//')) return image;
  return isSafeHttpUrl(image) ? image : undefined;
}

export interface DealGalleryProps {
  images: string[];
  title: string;
}

/**
 * The deal's images, large, with thumbnails. The first image is the page's largest paint and loads
 * at once; the others wait (lazy) beside it. Arrow keys on the focused image and horizontal swipes
 * move through them; without scripts the thumbnails still link to each full image.
 */
export function DealGallery({ images, title }: DealGalleryProps) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  if (count === 0) return null;

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const alt = (at: number) => (count > 1 ? `${title} (image ${at + 1} of ${count})` : title);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => show(index - 1),
      ArrowRight: () => show(index + 1),
      Home: () => show(0),
      End: () => show(count - 1),
    };
    const move = moves[event.key];
    if (!move || count < 2) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.isPrimary ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_THRESHOLD_PX) show(moved < 0 ? index + 1 : index - 1);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  const onThumbnailClick = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    // A modified click still opens the full image, as the link says.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show(at);
  };

  return (
    <StyledGallery aria-label={`Images of ${title}`}>
      <StyledStage
        tabIndex={count > 1 ? 0 : undefined}
        // A named, focusable stage needs a role of its own for its name to count.
        role={count > 1 ? 'group' : undefined}
        aria-roledescription={count > 1 ? 'gallery' : undefined}
        aria-label={count > 1 ? `${alt(index)}; arrow keys show the others` : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <StyledTrack style={index > 0 ? { transform: `translateX(-${index * 100}%)` } : undefined}>
          {images.map((image, at) => {
            const sources = dealImageSources(image);
            const first = at === 0;
            return (
              <img
                key={`${image}-${at}`}
                src={sources.src}
                srcSet={sources.srcSet}
                sizes={sources.srcSet ? GALLERY_IMAGE_SIZES : undefined}
                alt={alt(at)}
                aria-hidden={at === index ? undefined : true}
                width={800}
                height={800}
                // The first image is the largest paint: fetched first, never lazily.
                loading={first ? undefined : 'lazy'}
                fetchPriority={first ? 'high' : undefined}
                decoding={first ? undefined : 'async'}
                draggable={false}
                onError={onImageError}
              />
            );
          })}
        </StyledTrack>
      </StyledStage>
      {count > 1 ? (
        <>
          <StyledPosition aria-live="polite">
            Image {index + 1} of {count}
          </StyledPosition>
          <StyledThumbnails aria-label="All images">
            {images.map((image, at) => (
              <li key={`${image}-${at}`}>
                <a
                  href={fullImageHref(image)}
                  aria-label={`Show image ${at + 1} of ${count}`}
                  aria-current={at === index ? 'true' : undefined}
                  onClick={(event) => onThumbnailClick(event, at)}
                >
                  <img
                    src={thumbnailSource(image)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    onError={onImageError}
                  />
                </a>
              </li>
            ))}
          </StyledThumbnails>
        </>
      ) : null}
    </StyledGallery>
  );
}
