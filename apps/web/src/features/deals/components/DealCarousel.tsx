import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { css } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../layout/components/icons';
import {
  DEAL_IMAGE_SIZES,
  dealImageSources,
  thumbnailSource,
  uploadFallback,
} from '../lib/image-fallback';

const MAX_THUMBNAILS = 3;
/** '+N' appears only past this many images, as the spec counts it. */
const MORE_COUNT_AFTER = 4;

/** The carousel's styles, part of the card's (`dealCardStyles`). */
export const carouselStyles = css`
  .image-frame {
    position: relative;
    aspect-ratio: 1 / 1;
    background: ${({ theme }) => theme.colors.placeholder};
    overflow: hidden;
    background-size: cover;
    background-position: center;
  }

  .image {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  .image-arrow {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.imageControl};
    color: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }

  .image-arrow[data-side='left'] {
    left: ${({ theme }) => theme.space.xs};
  }

  .image-arrow[data-side='right'] {
    right: ${({ theme }) => theme.space.xs};
  }

  .image-dots {
    position: absolute;
    bottom: ${({ theme }) => theme.space.xs};
    left: 50%;
    transform: translateX(-50%);
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
  }

  .image-dot {
    width: 1rem;
    height: 1rem;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;

    &::after {
      content: '';
      display: block;
      margin: auto;
      width: 0.5rem;
      height: 0.5rem;
      border-radius: 50%;
      background: ${({ theme }) => theme.colors.imageControl};
      box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.imageControl};
    }

    &[aria-current='true']::after {
      background: ${({ theme }) => theme.colors.surface};
    }
  }

  .thumbnails {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    height: calc(${({ theme }) => theme.layout.thumbnailSize} + ${({ theme }) => theme.space.sm});
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0;
  }

  .thumbnail {
    width: ${({ theme }) => theme.layout.thumbnailSize};
    height: ${({ theme }) => theme.layout.thumbnailSize};
    padding: 0;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.placeholder};
    overflow: hidden;
    cursor: pointer;

    &[data-current] {
      border-color: ${({ theme }) => theme.colors.brand};
    }

    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  }

  .more-images {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Thumbnails are shown under the image whenever there is more than one image. */
export function hasThumbnails(imageCount: number): boolean {
  return imageCount > 1;
}

/** The resizer failed (an error, or an image of zero width): show the original upload instead. */
function fallBackToUpload(image: HTMLImageElement) {
  const fallback = uploadFallback(image.getAttribute('src') ?? '');
  if (fallback) {
    image.removeAttribute('srcset');
    image.src = fallback;
  } else console.warn('deal image failed to load', image.currentSrc);
}

/** A loaded image of zero width is as good as a failed one. */
function settleImage(image: HTMLImageElement, onLoaded: () => void) {
  if (image.naturalWidth === 0) fallBackToUpload(image);
  else onLoaded();
}

const onImageError = (event: SyntheticEvent<HTMLImageElement>) =>
  fallBackToUpload(event.currentTarget);

export interface DealCarouselProps {
  images: string[];
  title: string;
  /** The first cards of a page load their first image at once: it is likely the largest paint. */
  eager: boolean;
}

/** Styled by `dealCardStyles`, with the card it sits in. */
export function DealCarousel({ images, title, eager }: DealCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const current = images[index];
  const sources = current ? dealImageSources(current) : null;
  const first = eager && index === 0;
  const imageRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const placeholder = !first && loaded !== current ? sources?.placeholder : undefined;

  // A server-rendered image may finish (or fail) before hydration attaches onLoad/onError.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) settleImage(image, () => setLoaded(current ?? null));
  }, [current]);

  return (
    <>
      <div
        className="image-frame"
        data-placeholder={placeholder ? 'blurred' : undefined}
        style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
      >
        {sources ? (
          <img
            className="image"
            key={current}
            ref={imageRef}
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.srcSet ? DEAL_IMAGE_SIZES : undefined}
            alt={count > 1 ? `${title} (image ${index + 1} of ${count})` : title}
            width={400}
            height={400}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            onLoad={(event) => settleImage(event.currentTarget, () => setLoaded(current))}
            onError={onImageError}
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              className="image-arrow"
              type="button"
              data-side="left"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              className="image-arrow"
              type="button"
              data-side="right"
              aria-label="Next image"
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
            </button>
            <div className="image-dots">
              {images.map((image, dotIndex) => (
                <button
                  className="image-dot"
                  key={`${image}-${dotIndex}`}
                  type="button"
                  aria-label={`Show image ${dotIndex + 1} of ${count}`}
                  aria-current={dotIndex === index ? 'true' : undefined}
                  onClick={() => show(dotIndex)}
                />
              ))}
            </div>
          </>
        ) : null}
      </div>
      {hasThumbnails(count) ? (
        <div className="thumbnails">
          {images.slice(0, MAX_THUMBNAILS).map((image, thumbIndex) => (
            <button
              className="thumbnail"
              key={`${image}-${thumbIndex}`}
              type="button"
              data-current={thumbIndex === index || undefined}
              aria-label={`Thumbnail ${thumbIndex + 1} of ${count}`}
              onClick={() => show(thumbIndex)}
            >
              <img
                src={thumbnailSource(image)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                onError={onImageError}
              />
            </button>
          ))}
          {count > MORE_COUNT_AFTER ? (
            <span className="more-images" title={`${count - MAX_THUMBNAILS} more images`}>
              +{count - MAX_THUMBNAILS}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
