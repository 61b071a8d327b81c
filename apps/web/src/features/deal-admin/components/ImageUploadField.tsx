import { splitImageList } from '@deal-site/deal-text';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { thumbnailSource } from '../../deals/lib/image-fallback';
import { StyledMuted } from './controls';
import { StyledPillButton } from '../../layout/components/buttons';

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledChooser = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;

  input {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledThumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledThumbnail = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: center;

  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.placeholder};
  }
`;

export interface ImageUploadFieldProps {
  /** The form's image list, as typed or uploaded. */
  imageUrls: string;
  /** The share of the running upload sent so far, or null when none runs. */
  progress: number | null;
  onFiles: (files: FileList | null) => void;
  onRemove: (index: number) => void;
}

/** File upload (several images at once), upload progress and removable thumbnails of the list. */
export function ImageUploadField({
  imageUrls,
  progress,
  onFiles,
  onRemove,
}: ImageUploadFieldProps) {
  const hintId = useId();
  const images = splitImageList(imageUrls);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(event.currentTarget.files);
    event.currentTarget.value = '';
  };

  return (
    <StyledField>
      <StyledChooser>
        Upload images
        <input
          type="file"
          multiple
          accept="image/*"
          aria-describedby={hintId}
          disabled={progress !== null}
          onChange={choose}
        />
      </StyledChooser>
      <StyledMuted id={hintId}>Or paste an image anywhere in this form.</StyledMuted>
      {progress !== null ? (
        <progress aria-label="Uploading images" max={100} value={Math.round(progress * 100)} />
      ) : null}
      {images.length > 0 ? (
        <StyledThumbnails aria-label="Images of this deal">
          {images.map((image, index) => (
            <StyledThumbnail key={`${image}-${index}`}>
              <img src={thumbnailSource(image)} alt={`Image ${index + 1}`} width={64} height={64} />
              <StyledPillButton
                type="button"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                Remove
              </StyledPillButton>
            </StyledThumbnail>
          ))}
        </StyledThumbnails>
      ) : null}
    </StyledField>
  );
}
