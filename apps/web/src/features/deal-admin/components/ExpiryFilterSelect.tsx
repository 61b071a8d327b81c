import type { DealExpiry } from '../../../gql/curator/graphql';
import { SelectField } from '../../layout/components/SelectField';

export const EXPIRY_FILTERS: { value: DealExpiry; label: string; noun: string }[] = [
  { value: 'ALL', label: 'All deals', noun: 'active' },
  { value: 'LIVE', label: 'Live', noun: 'live' },
  { value: 'EXPIRING', label: 'Expiring', noun: 'expiring' },
  { value: 'EXPIRED', label: 'Expired', noun: 'expired' },
  { value: 'SCHEDULED', label: 'Scheduled', noun: 'scheduled' },
];

export interface ExpiryFilterSelectProps {
  value: DealExpiry;
  onChange: (value: DealExpiry) => void;
}

/**
 * Narrows the curator's list to live, expiring (an expiry is set), expired or scheduled (waiting
 * for their publish time) deals.
 */
export function ExpiryFilterSelect({ value, onChange }: ExpiryFilterSelectProps) {
  return <SelectField label="Show" value={value} choices={EXPIRY_FILTERS} onChange={onChange} />;
}
