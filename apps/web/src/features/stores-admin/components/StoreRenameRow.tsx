import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1 1 12rem;
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** The most characters a store name may have (the server checks it too). */
export const MAX_STORE_NAME_LENGTH = 60;

export interface StoreRenameRowProps {
  store: { slug: string; name: string; domain: string };
  busy: boolean;
  onRename: (slug: string, name: string) => Promise<boolean>;
}

/** One store's name field; saving it empty brings back the name its domain gives. */
export function StoreRenameRow({ store, busy, onRename }: StoreRenameRowProps) {
  const [name, setName] = useState(store.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onRename(store.slug, name);
  };
  return (
    <StyledForm onSubmit={submit} aria-label={`Rename ${store.slug}`}>
      <input
        aria-label={`Name of ${store.slug} (${store.domain})`}
        value={name}
        maxLength={MAX_STORE_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
      />
      <StyledPillButton type="submit" disabled={busy || name.trim() === store.name}>
        Save
      </StyledPillButton>
    </StyledForm>
  );
}
