import { alertLabel, type AlertKind } from '@deal-site/deal-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../common/app-error';
import { objectOf, text } from '../../rest-kit/input-schema';
import { bodyFields, pathParam, queryValue, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import {
  SAME_ORIGIN_FORM_REFERRER_POLICY,
  sendPage,
  withKnownLink,
} from '../subscription/link-page-reply';
import type { AlertService, ManagedSubscription } from './alert.service';
import { managePath, manageSubscriptionPage, type FormName, type PageNotice } from './manage-page';

const PAGE_FORM = objectOf({
  action: text,
  kind: text,
  value: text,
  when: text,
  alert: text,
  frequency: text,
});
const PAGE_QUERY = objectOf({ done: text });

const ALERT_KINDS: readonly string[] = ['keyword', 'store', 'section'] satisfies AlertKind[];

/** What the page says after a change, read back from the address the change redirected to. */
function doneNotice(
  done: unknown,
  { subscription, alerts }: ManagedSubscription,
): PageNotice | null {
  if (done === 'removed') return { kind: 'done', text: 'Alert removed.' };
  if (done === 'frequency')
    return { kind: 'done', text: `You now get the ${subscription.frequency} digest.` };
  const added = typeof done === 'string' ? /^added-(\d+)$/.exec(done) : null;
  const alert = added ? alerts.find(({ id }) => id === Number(added[1])) : undefined;
  return alert ? { kind: 'done', text: `Alert added: ${alertLabel(alert)}.` } : null;
}

/** Runs the form's change; answers the `done` word of the page it redirects to. */
async function change(alerts: AlertService, token: string, fields: Record<string, unknown>) {
  switch (fields.action) {
    case 'add': {
      const added = await alerts.add(token, fields as never);
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

function formOf(fields: Record<string, unknown>): FormName {
  if (fields.action === 'add')
    return ALERT_KINDS.includes(String(fields.kind)) ? (fields.kind as AlertKind) : 'page';
  if (fields.action === 'remove' || fields.action === 'frequency') return fields.action;
  return 'page';
}

/**
 * /subscription/{token}: the page every e-mail links to, where a subscriber keeps alerts, changes
 * the digest's frequency or unsubscribes; no account, the token is the authority. Its forms post
 * to the page's own address (the same-origin write check applies, app.ts): a change redirects
 * back to the page saying what it did, a refused one answers the page with the reason beside
 * its form and what was typed still there.
 */
export function manageSubscriptionRoutes({ alerts }: Services): RestRoute[] {
  const reply = (
    res: FastifyReply,
    status: number,
    token: string,
    managed: ManagedSubscription,
    notice: PageNotice | null,
  ) =>
    sendPage(
      res,
      status,
      manageSubscriptionPage(token, managed, notice),
      SAME_ORIGIN_FORM_REFERRER_POLICY,
    );

  const post = (req: FastifyRequest, res: FastifyReply) => {
    const token = pathParam(req, 'token');
    return withKnownLink(res, async () => {
      // An unknown token gets the "not valid" page before anything is tried.
      await alerts.manage(token);
      const fields = bodyFields(req);
      try {
        const done = await change(alerts, token, fields);
        void res
          .header('Cache-Control', 'no-store')
          .redirect(`${managePath(token)}?done=${done}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const typed = typeof fields.value === 'string' ? fields.value : '';
        const notice: PageNotice = {
          kind: 'error',
          text: error.message,
          form: formOf(fields),
          typed,
        };
        reply(res, error.status, token, await alerts.manage(token), notice);
      }
    });
  };

  return [
    {
      method: 'GET',
      path: '/:token',
      access: 'public',
      schema: { querystring: PAGE_QUERY },
      handler: (req, res) => {
        const token = pathParam(req, 'token');
        return withKnownLink(res, async () => {
          const managed = await alerts.manage(token);
          reply(res, 200, token, managed, doneNotice(queryValue(req, 'done'), managed));
        });
      },
    },
    {
      method: 'POST',
      path: '/:token',
      access: 'public',
      schema: { body: PAGE_FORM },
      handler: post,
    },
  ];
}
