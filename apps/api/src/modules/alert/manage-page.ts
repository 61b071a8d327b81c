import { ALERT_SECTIONS, ALERT_STORES, alertLabel } from '@deal-site/deal-text';
import { escapeHtml, linkPage, postButtonForm } from '../subscription/link-page';
import type { Subscription } from '../subscription/subscription.entity';
import { MAX_ALERTS, type ManagedSubscription } from './alert.service';
import type { SubscriptionAlert } from './subscription-alert.entity';

export interface PageNotice {
  kind: 'done' | 'error';
  text: string;
}

const BLOCK = 'style="max-width: 34rem; margin: 0 auto 2rem; text-align: left"';
const FIELD = 'style="display: block; margin: 0.5rem 0"';

const managePath = (token: string) => `/subscription/${encodeURIComponent(token)}`;

function whenSelect(subscription: Subscription): string {
  return `<label ${FIELD}>Send it
<select name="when">
<option value="instant">instantly (at most 10 e-mails a day)</option>
<option value="digest">in my ${escapeHtml(subscription.frequency)} digest</option>
</select></label>`;
}

function addForm(token: string, kind: string, field: string, subscription: Subscription): string {
  return `<form method="post" action="${escapeHtml(managePath(token))}/alerts" ${FIELD}>
<input type="hidden" name="kind" value="${kind}">
${field}
${whenSelect(subscription)}
<button type="submit">Add alert</button>
</form>`;
}

const options = (choices: readonly { value: string; name: string }[]) =>
  choices
    .map(({ value, name }) => `<option value="${escapeHtml(value)}">${escapeHtml(name)}</option>`)
    .join('');

function alertItem(token: string, alert: SubscriptionAlert): string {
  const when = alert.frequency === 'instant' ? 'instantly' : `in the ${alert.frequency} digest`;
  return `<li data-alert-kind="${alert.kind}">${escapeHtml(alertLabel(alert))} · ${when}
${postButtonForm(`${managePath(token)}/alerts/${alert.id}/delete`, `Remove ${alertLabel(alert)}`)}</li>`;
}

function alertsBlock(token: string, { subscription, alerts }: ManagedSubscription): string {
  const list =
    alerts.length === 0
      ? '<p>No alerts yet.</p>'
      : `<ul aria-label="Your alerts">${alerts.map((alert) => alertItem(token, alert)).join('')}</ul>`;
  const forms =
    alerts.length >= MAX_ALERTS
      ? `<p>You keep the most alerts there can be (${MAX_ALERTS}). Remove one to add another.</p>`
      : [
          addForm(
            token,
            'keyword',
            `<label ${FIELD}>A word or phrase <input name="value" required maxlength="60" placeholder="kayak, air fryer"></label>`,
            subscription,
          ),
          addForm(
            token,
            'store',
            `<label ${FIELD}>A store <select name="value">${options(ALERT_STORES.map(({ store, name }) => ({ value: store, name })))}</select></label>`,
            subscription,
          ),
          addForm(
            token,
            'section',
            `<label ${FIELD}>A section <select name="value">${options(ALERT_SECTIONS.map((section) => ({ value: section, name: alertLabel({ kind: 'section', value: section }) })))}</select></label>`,
            subscription,
          ),
        ].join('\n');
  return `<section ${BLOCK} aria-labelledby="alerts-heading">
<h2 id="alerts-heading">Alert me about…</h2>
<p>An e-mail when a new deal mentions a word (whole words, any case or accents), comes from a store or is posted in a section.</p>
${list}
${forms}
</section>`;
}

function frequencyBlock(token: string, subscription: Subscription): string {
  const radio = (value: string, label: string) =>
    `<label ${FIELD}><input type="radio" name="frequency" value="${value}"${subscription.frequency === value ? ' checked' : ''}> ${label}</label>`;
  return `<section ${BLOCK} aria-labelledby="frequency-heading">
<h2 id="frequency-heading">Digest</h2>
<form method="post" action="${escapeHtml(managePath(token))}/frequency">
${radio('daily', 'Daily digest')}
${radio('weekly', 'Weekly digest (Mondays)')}
<button type="submit">Save</button>
</form>
</section>`;
}

/** The subscriber's own page: alerts, the digest's frequency and unsubscribing. */
export function manageSubscriptionPage(
  token: string,
  managed: ManagedSubscription,
  notice: PageNotice | null = null,
): string {
  const { subscription } = managed;
  const message = notice
    ? `<p role="${notice.kind === 'error' ? 'alert' : 'status'}"><strong>${escapeHtml(notice.text)}</strong></p>`
    : '';
  return linkPage(
    'Your deal e-mails',
    `<p>Deal e-mails go to <strong>${escapeHtml(subscription.email)}</strong>.</p>
${message}
${alertsBlock(token, managed)}
${frequencyBlock(token, subscription)}
<section ${BLOCK} aria-labelledby="leave-heading">
<h2 id="leave-heading">Unsubscribe</h2>
<p>No more deal e-mails of any kind, alerts included.</p>
${postButtonForm(`/unsubscribe/${encodeURIComponent(token)}`, 'Unsubscribe')}
</section>`,
  );
}
