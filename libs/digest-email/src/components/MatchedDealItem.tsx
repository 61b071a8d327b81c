import { Text } from '@react-email/text';
import { matchedAlertsLine } from '../alert-wording';
import type { AlertEmailItem } from '../email-deals';
import { emailTheme } from '../email-theme';
import { DigestDealItem } from './DigestDealItem';

/** A deal as a digest shows it, with the alerts it matched under it. */
export function MatchedDealItem(item: AlertEmailItem) {
  const matched = matchedAlertsLine(item.deal.matchedAlerts);
  return (
    <DigestDealItem {...item}>
      {matched ? (
        <Text
          style={{
            margin: '6px 0 0',
            color: emailTheme.colors.textMuted,
            fontSize: '12px',
            overflowWrap: 'anywhere',
          }}
        >
          {matched}
        </Text>
      ) : null}
    </DigestDealItem>
  );
}
