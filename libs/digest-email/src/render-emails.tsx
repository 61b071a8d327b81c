import { renderEmailHtml } from './render-html';
import { ConfirmationEmail } from './components/ConfirmationEmail';
import { DigestEmail } from './components/DigestEmail';
import { confirmationWording, digestHeading, digestSubject } from './digest-wording';
import { confirmationText, digestText } from './digest-text';
import { linkDeal, type DigestEmailDeal } from './email-deals';
import { optionalHttpUrl, requireHttpUrl, siteHost, siteRoot } from './email-links';
import type { ConfirmationEmailInput, DigestEmailInput, RenderedEmail } from './email-types';

/** The digest's subject, HTML and plain-text parts. A digest is never empty: zero deals rejects. */
export function renderDigestEmail(input: DigestEmailInput): Promise<RenderedEmail> {
  return Promise.resolve().then(() => composeDigestEmail(input));
}

/** The double opt-in message with the link that confirms the subscription, or a store alert added to it. */
export function renderConfirmationEmail(input: ConfirmationEmailInput): Promise<RenderedEmail> {
  return Promise.resolve().then(() => composeConfirmationEmail(input));
}

function composeDigestEmail(input: DigestEmailInput): RenderedEmail {
  const { frequency, postalAddress } = input;
  if (input.deals.length === 0) throw new Error('A digest needs at least one deal');
  const siteUrl = siteRoot(input.publicUrl);
  const unsubscribeUrl = requireHttpUrl(input.unsubscribeUrl, 'unsubscribeUrl');
  const manageUrl = optionalHttpUrl(input.manageUrl, 'manageUrl');
  const deals: DigestEmailDeal[] = input.deals.map((deal) => linkDeal(deal, siteUrl));
  const matching = (input.matching ?? []).map((deal) => linkDeal(deal, siteUrl));
  const heading = digestHeading(frequency, deals.length);
  const html = renderEmailHtml(
    <DigestEmail
      heading={heading}
      frequency={frequency}
      deals={deals}
      matching={matching}
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
      manageUrl={manageUrl}
      postalAddress={postalAddress}
    />,
  );
  return {
    subject: digestSubject(frequency, deals.length),
    html,
    text: digestText({
      heading,
      frequency,
      deals,
      matching,
      unsubscribeUrl,
      manageUrl,
      postalAddress,
    }),
  };
}

function composeConfirmationEmail(input: ConfirmationEmailInput): RenderedEmail {
  const { frequency, postalAddress } = input;
  const siteUrl = siteRoot(input.publicUrl);
  const confirmUrl = requireHttpUrl(input.confirmUrl, 'confirmUrl');
  const host = siteHost(siteUrl);
  const wording = confirmationWording(frequency, input.store);
  const html = renderEmailHtml(
    <ConfirmationEmail
      confirmUrl={confirmUrl}
      wording={wording}
      siteUrl={siteUrl}
      siteHost={host}
      postalAddress={postalAddress}
    />,
  );
  return {
    subject: wording.subject,
    html,
    text: confirmationText({ confirmUrl, wording, siteHost: host, postalAddress }),
  };
}
