import { Button } from './Button';

export interface PostButtonFormProps {
  action: string;
  label: string;
}

/**
 * A form whose one button POSTs to `action`: a link's GET only shows it, since mail scanners
 * follow links, and the person's press makes the change.
 */
export function PostButtonForm({ action, label }: PostButtonFormProps) {
  return (
    <form method="post" action={action}>
      <Button type="submit">{label}</Button>
    </form>
  );
}
