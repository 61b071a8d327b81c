import styled from 'styled-components';
import { descriptionParagraphs } from '../lib/description-paragraphs';

const StyledDescription = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  overflow-wrap: anywhere;

  p {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
    /* A single line break inside a paragraph is the curator's. */
    white-space: pre-line;
  }
`;

export interface DealDescriptionProps {
  description: string;
}

/** The description in paragraphs; links in it open the address written, followed by no one's credit. */
export function DealDescription({ description }: DealDescriptionProps) {
  const paragraphs = descriptionParagraphs(description);
  if (paragraphs.length === 0) return null;
  return (
    <StyledDescription>
      {paragraphs.map((parts, index) => (
        <p key={index}>
          {parts.map((part, partIndex) =>
            'href' in part ? (
              <a key={partIndex} href={part.href} rel="nofollow noopener ugc" target="_blank">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </StyledDescription>
  );
}
