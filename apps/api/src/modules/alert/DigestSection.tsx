import { Button, FieldLabel, PageSection } from '@deal-site/ui/static-page';
import type { SubscriptionFrequency } from '../subscription/subscription.entity';
import { refusalOf, type PageNotice } from './manage-page-notice';
import { PageForm, Refusal } from './PageForm';

const DIGESTS: readonly { value: SubscriptionFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest (Mondays)' },
];

export interface DigestSectionProps {
  path: string;
  frequency: SubscriptionFrequency;
  notice: PageNotice | null;
}

export function DigestSection({ path, frequency, notice }: DigestSectionProps) {
  return (
    <PageSection aria-labelledby="frequency-heading">
      <h2 id="frequency-heading">Digest</h2>
      <PageForm path={path} action="frequency" label="Digest frequency">
        {DIGESTS.map(({ value, label }) => (
          <FieldLabel key={value}>
            <input
              type="radio"
              name="frequency"
              value={value}
              defaultChecked={frequency === value}
            />{' '}
            {label}
          </FieldLabel>
        ))}
        <Refusal id="frequency-error" text={refusalOf(notice, 'frequency')?.text} />
        <Button type="submit">Save</Button>
      </PageForm>
    </PageSection>
  );
}
