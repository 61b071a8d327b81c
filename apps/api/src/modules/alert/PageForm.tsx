import { FieldError } from '@deal-site/ui/static-page';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Form = styled.form<{ $inline?: boolean }>`
  ${({ $inline, theme }) =>
    $inline &&
    css`
      display: inline;
      margin-left: ${theme.space.sm};
    `}
`;

export interface PageFormProps {
  /** The page's own address: the address bar always holds the page. */
  path: string;
  /** What the form asks of the page (the `action` field). */
  action: string;
  label: string;
  inline?: boolean;
  children: ReactNode;
}

/** A form of the subscriber's page, posted to the page itself. */
export function PageForm({ path, action, label, inline, children }: PageFormProps) {
  return (
    <Form method="post" action={path} aria-label={label} $inline={inline}>
      <input type="hidden" name="action" value={action} />
      {children}
    </Form>
  );
}

/** Why a form was refused, beside it; nothing when it was not. */
export function Refusal({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <FieldError id={id} role="alert">
      {text}
    </FieldError>
  ) : null;
}
