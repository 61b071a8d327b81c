import { ALERT_SECTIONS, ALERT_STORES, alertLabel, type AlertKind } from '@deal-site/deal-text';
import { escapeHtml, linkPage, postButtonForm } from '../subscription/link-page';
import type { Subscription } from '../subscription/subscription.entity';
import { MAX_ALERTS, type ManagedSubscription } from './alert.service';
import type { SubscriptionAlert } from './subscription-alert.entity';

/** What the page says happened: a change done, or a form refused (shown by that form). */
export type PageNotice =
  { kind: 'done'; text: string } | { kind: 'error'; text: string; form: FormName; typed: string };

export type FormName = AlertKind | 'frequency' | 'remove' | 'page';

const BLOCK = 'style="max-width: 34rem; margin: 0 auto 2rem; text-align: left"';
const FIELD = 'style="display: block; margin: 0.5rem 0"';
const BUTTON = 'style="font: inherit; padding: 0.5rem 1.2rem"';
const ERROR = 'style="color: #b00020; font-weight: bold; margin: 0.25rem 0"';
const CONTROL = 'style="font: inherit"';

export const managePath = (token: string) => `/subscription/${encodeURIComponent(token)}`;

/** Every form posts to the page's own address, so the address bar always holds the page. */
function postForm(token: string, action: string, label: string, body: string, inline = false) {
  const style = inline ? ' style="display: inline; margin-left: 0.5rem"' : '';
  return `<form method="post" action="${escapeHtml(managePath(token))}" aria-label="${escapeHtml(label)}"${style}>
<input type="hidden" name="action" value="${action}">
${body}
</form>`;
}

const errorFor = (notice: PageNotice | null, form: FormName) =>
  notice?.kind === 'error' && notice.form === form ? notice : null;

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p id="${id}" role="alert" ${ERROR}>${escapeHtml(message)}</p>` : '';
}

function whenSelect(subscription: Subscription): string {
  return `<label ${FIELD}>Send it
<select name="when" ${CONTROL}>
<option value="instant">instantly (at most 10 e-mails a day)</option>
<option value="digest">in my ${escapeHtml(subscription.frequency)} digest</option>
</select></label>`;
}

const options = (choices: readonly { value: string; name: string }[]) =>
  choices
    .map(({ value, name }) => `<option value="${escapeHtml(value)}">${escapeHtml(name)}</option>`)
    .join('');

function keywordField(notice: PageNotice | null): string {
  const refused = errorFor(notice, 'keyword');
  const invalid = refused ? ' aria-invalid="true" aria-describedby="keyword-error" autofocus' : '';
  const typed = refused ? ` value="${escapeHtml(refused.typed)}"` : '';
  return `<label ${FIELD}>A word or phrase <input name="value" required maxlength="60" placeholder="kayak, air fryer" ${CONTROL}${typed}${invalid}></label>
${fieldError('keyword-error', refused?.text)}`;
}

function selectField(kind: AlertKind, label: string, choices: string, notice: PageNotice | null) {
  return `<label ${FIELD}>${label} <select name="value" ${CONTROL}>${choices}</select></label>
${fieldError(`${kind}-error`, errorFor(notice, kind)?.text)}`;
}

function addForms(token: string, subscription: Subscription, notice: PageNotice | null): string {
  const add = (kind: AlertKind, label: string, field: string) =>
    postForm(
      token,
      'add',
      label,
      `<input type="hidden" name="kind" value="${kind}">
${field}
${whenSelect(subscription)}
<button type="submit" ${BUTTON}>Add alert</button>`,
    );
  const stores = options(ALERT_STORES.map(({ store, name }) => ({ value: store, name })));
  const sections = options(
    ALERT_SECTIONS.map((value) => ({ value, name: alertLabel({ kind: 'section', value }) })),
  );
  return [
    add('keyword', 'Add a word alert', keywordField(notice)),
    add('store', 'Add a store alert', selectField('store', 'A store', stores, notice)),
    add('section', 'Add a section alert', selectField('section', 'A section', sections, notice)),
  ].join('\n<hr>\n');
}

function alertItem(token: string, alert: SubscriptionAlert): string {
  const label = alertLabel(alert);
  const when = alert.frequency === 'instant' ? 'instantly' : `in the ${alert.frequency} digest`;
  return `<li style="margin: 0.4rem 0">${escapeHtml(label)} · ${when}
${postForm(
  token,
  'remove',
  `Remove ${label}`,
  `<input type="hidden" name="alert" value="${alert.id}">
<button type="submit" ${BUTTON}>Remove ${escapeHtml(label)}</button>`,
  true,
)}</li>`;
}

function alertsBlock(token: string, managed: ManagedSubscription, notice: PageNotice | null) {
  const { subscription, alerts } = managed;
  const list =
    alerts.length === 0
      ? '<p>No alerts yet.</p>'
      : `<ul aria-label="Your alerts">${alerts.map((alert) => alertItem(token, alert)).join('')}</ul>`;
  const refusedAdd = (['keyword', 'store', 'section'] as const)
    .map((kind) => errorFor(notice, kind)?.text)
    .find(Boolean);
  const forms =
    alerts.length >= MAX_ALERTS
      ? `<p>You keep the most alerts there can be (${MAX_ALERTS}). Remove one to add another.</p>
${fieldError('add-error', refusedAdd)}`
      : addForms(token, subscription, notice);
  return `<section ${BLOCK} aria-labelledby="alerts-heading">
<h2 id="alerts-heading">Alert me about…</h2>
<p>An e-mail when a new deal mentions a word (whole words, any case or accents), comes from a store or is posted in a section.</p>
${list}
${fieldError('remove-error', errorFor(notice, 'remove')?.text)}
${forms}
</section>`;
}

function frequencyBlock(token: string, subscription: Subscription, notice: PageNotice | null) {
  const radio = (value: string, label: string) =>
    `<label ${FIELD}><input type="radio" name="frequency" value="${value}"${subscription.frequency === value ? ' checked' : ''}> ${label}</label>`;
  return `<section ${BLOCK} aria-labelledby="frequency-heading">
<h2 id="frequency-heading">Digest</h2>
${postForm(
  token,
  'frequency',
  'Digest frequency',
  `${radio('daily', 'Daily digest')}
${radio('weekly', 'Weekly digest (Mondays)')}
${fieldError('frequency-error', errorFor(notice, 'frequency')?.text)}
<button type="submit" ${BUTTON}>Save</button>`,
)}
</section>`;
}

/** The subscriber's own page: alerts, the digest's frequency and unsubscribing. */
export function manageSubscriptionPage(
  token: string,
  managed: ManagedSubscription,
  notice: PageNotice | null = null,
): string {
  const { subscription } = managed;
  const done =
    notice?.kind === 'done'
      ? `<p role="status"><strong>${escapeHtml(notice.text)}</strong></p>`
      : fieldError('page-error', errorFor(notice, 'page')?.text);
  return linkPage(
    'Your deal e-mails',
    `<p>Deal e-mails go to <strong>${escapeHtml(subscription.email)}</strong>.</p>
${done}
${alertsBlock(token, managed, notice)}
${frequencyBlock(token, subscription, notice)}
<section ${BLOCK} aria-labelledby="leave-heading">
<h2 id="leave-heading">Unsubscribe</h2>
<p>No more deal e-mails of any kind, alerts included.</p>
${postButtonForm(`/unsubscribe/${encodeURIComponent(token)}`, 'Unsubscribe')}
</section>`,
  );
}
