import { alertLabel, normalizeAlert, type AlertKind } from '@deal-site/deal-text';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { AppError, badInput } from '../../common/app-error';
import { objectOf, text } from '../../rest-kit/input-schema';
import { SAME_ORIGIN_FORM_REFERRER_POLICY, sendPage } from '../subscription/link-page-reply';
import { unknownUnsubscribeToken } from '../subscription/subscription.errors';
import { answerLinkPage, linkPage, type LinkTokenPath } from '../subscription/subscription.rest';
import type { AlertService, ManagedSubscription } from './alert.service';
import { managePagePath } from '../subscription/manage-page-path';
import { manageSubscriptionPage, type FormName, type PageNotice } from './manage-page';

const PAGE_FORM = objectOf({
  action: text,
  kind: text,
  value: text,
  when: text,
  alert: text,
  frequency: text,
});
const PAGE_QUERY = objectOf({ done: text, store: text });

/** A form's fields as posted; the services judge their values. */
interface PageForm {
  action?: string;
  kind?: string;
  value?: string;
  when?: string;
  alert?: string;
  frequency?: string;
}

interface PageRequest extends LinkTokenPath {
  /** `store`: the alert a store page asked for, confirmed by following its e-mail's link here. */
  Querystring: { done?: string; store?: string };
}

interface FormRequest extends LinkTokenPath {
  Body: PageForm;
}

const ALERT_KINDS = ['keyword', 'store', 'section'] as const satisfies readonly AlertKind[];

/** Form posts are plain HTML forms: their fields are parsed here only, and kept small. */
const FORM_BODY_LIMIT = 16 * 1024;

/** What the page says after a change, read back from the address the change redirected to. */
function doneNotice(
  done: string | undefined,
  { subscription, alerts }: ManagedSubscription,
): PageNotice | null {
  if (done === 'removed') return { kind: 'done', text: 'Alert removed.' };
  if (done === 'frequency')
    return { kind: 'done', text: `You now get the ${subscription.frequency} digest.` };
  const added = done ? /^added-(\d+)$/.exec(done) : null;
  const alert = added ? alerts.find(({ id }) => id === Number(added[1])) : undefined;
  return alert ? { kind: 'done', text: `Alert added: ${alertLabel(alert)}.` } : null;
}

/** A store alert asked for by e-mail: offered in the store form, or said to be kept already. */
function storeOffer(store: string | undefined, { alerts }: ManagedSubscription): PageNotice | null {
  const normalized = store ? normalizeAlert('store', store) : null;
  if (!normalized || 'error' in normalized) return null;
  const name = alertLabel({ kind: 'store', value: normalized.value });
  if (alerts.some(({ kind, value }) => kind === 'store' && value === normalized.value))
    return { kind: 'done', text: `You already have this alert: ${name}.` };
  return {
    kind: 'offer',
    text: `Press "Add alert" under "Add a store alert" to get ${name} deals as soon as they are posted.`,
    form: 'store',
    typed: name,
  };
}

/** Runs the form's change; answers the `done` word of the page it redirects to. */
async function change(alerts: AlertService, token: string, fields: PageForm) {
  switch (fields.action) {
    case 'add': {
      const { kind, value, when } = fields;
      const added = await alerts.add(token, { kind, value, when });
      return `added-${added.id}`;
    }
    case 'remove':
      await alerts.remove(token, Number(fields.alert) || 0);
      return 'removed';
    case 'frequency':
      await alerts.setFrequency(token, fields.frequency);
      return 'frequency';
    default:
      throw badInput('Choose what to change.');
  }
}

function formOf(fields: PageForm): FormName {
  if (fields.action === 'add') return ALERT_KINDS.find((kind) => kind === fields.kind) ?? 'page';
  if (fields.action === 'remove' || fields.action === 'frequency') return fields.action;
  return 'page';
}

/** A form's fields as a record; a field given twice keeps its last value. */
function parseFormFields(
  _req: unknown,
  body: Buffer,
  done: (error: Error | null, fields?: Record<string, string>) => void,
): void {
  done(null, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
}

export interface ManageSubscriptionRoutesOptions {
  alerts: AlertService;
}

/**
 * /subscription/{token}: the page every e-mail links to, where a subscriber keeps alerts, changes
 * the digest's frequency or unsubscribes; no account, the token is the authority. Its forms post
 * to the page's own address (the same-origin write check applies, rest-plugins.ts): a change
 * redirects back to the page saying what it did, a refused one answers the page with the reason
 * beside its form and what was typed still there.
 */
export const manageSubscriptionRoutes: FastifyPluginCallback<ManageSubscriptionRoutesOptions> = (
  app,
  { alerts },
  done,
) => {
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    parseFormFields,
  );

  const answerPage = (
    reply: FastifyReply,
    status: number,
    token: string,
    managed: ManagedSubscription,
    notice: PageNotice | null,
  ) =>
    sendPage(
      reply,
      status,
      manageSubscriptionPage(token, managed, notice),
      SAME_ORIGIN_FORM_REFERRER_POLICY,
    );

  app.get<PageRequest>(
    '/:token',
    linkPage(unknownUnsubscribeToken, { querystring: PAGE_QUERY }),
    (req, reply) =>
      answerLinkPage(req, reply, async () => {
        const { token } = req.params;
        const managed = await alerts.manage(token);
        const notice = doneNotice(req.query.done, managed) ?? storeOffer(req.query.store, managed);
        answerPage(reply, 200, token, managed, notice);
      }),
  );

  app.post<FormRequest>(
    '/:token',
    linkPage(unknownUnsubscribeToken, { body: PAGE_FORM }),
    (req, reply) =>
      answerLinkPage(req, reply, async () => {
        const { token } = req.params;
        // An unknown token gets the "not valid" page before anything is tried.
        await alerts.manage(token);
        const fields = req.body;
        try {
          const outcome = await change(alerts, token, fields);
          void reply
            .header('Cache-Control', 'no-store')
            .redirect(`${managePagePath(token)}?done=${outcome}`, 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const notice: PageNotice = {
            kind: 'error',
            text: error.message,
            form: formOf(fields),
            typed: fields.value ?? '',
          };
          answerPage(reply, error.status, token, await alerts.manage(token), notice);
        }
      }),
  );
  done();
};
