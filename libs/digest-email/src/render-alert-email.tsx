import { alertHeading, alertSubject } from './alert-wording';
import { alertText } from './alert-text';
import { AlertEmail } from './components/AlertEmail';
import { linkDeal, type AlertEmailItem } from './email-deals';
import { requireHttpUrl, siteHost, siteRoot } from './email-links';
import type { AlertEmailInput, RenderedEmail } from './email-types';
import { renderEmailHtml } from './render-html';

/** New deals that matched the subscriber's alerts, each with its matches. Zero deals rejects. */
export function renderAlertEmail(input: AlertEmailInput): Promise<RenderedEmail> {
  return Promise.resolve().then(() => composeAlertEmail(input));
}

function composeAlertEmail(input: AlertEmailInput): RenderedEmail {
  const { postalAddress } = input;
  if (input.deals.length === 0) throw new Error('An alert e-mail needs at least one deal');
  const siteUrl = siteRoot(input.publicUrl);
  const host = siteHost(siteUrl);
  const unsubscribeUrl = requireHttpUrl(input.unsubscribeUrl, 'unsubscribeUrl');
  const manageUrl = requireHttpUrl(input.manageUrl, 'manageUrl');
  const deals: AlertEmailItem[] = input.deals.map((deal) => linkDeal(deal, siteUrl));
  const heading = alertHeading(deals.length);
  const html = renderEmailHtml(
    <AlertEmail
      heading={heading}
      deals={deals}
      siteUrl={siteUrl}
      siteHost={host}
      unsubscribeUrl={unsubscribeUrl}
      manageUrl={manageUrl}
      postalAddress={postalAddress}
    />,
  );
  return {
    subject: alertSubject(input.deals),
    html,
    text: alertText({ heading, deals, siteHost: host, unsubscribeUrl, manageUrl, postalAddress }),
  };
}
