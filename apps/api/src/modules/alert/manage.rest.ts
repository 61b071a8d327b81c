import type { FastifyReply } from 'fastify';
import { AppError } from '../../common/app-error';
import { objectOf, text } from '../../rest/input-schema';
import { bodyFields, pathParam, type RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { alertLabel } from '@deal-site/deal-text';
import {
  SAME_ORIGIN_FORM_REFERRER_POLICY,
  sendPage,
  withKnownLink,
} from '../subscription/link-page-reply';
import { manageSubscriptionPage, type PageNotice } from './manage-page';

const ALERT_FORM = objectOf({ kind: text, value: text, when: text });
const FREQUENCY_FORM = objectOf({ frequency: text });

/**
 * /subscription/{token}: the page every e-mail links to, where a subscriber keeps alerts, changes
 * the digest's frequency or unsubscribes; no account, the token is the authority. Its forms POST
 * here and pass the same-origin write check (app.ts); each answers the page again with what
 * happened.
 */
export function manageSubscriptionRoutes({ alerts }: Services): RestRoute[] {
  const showPage = async (
    reply: FastifyReply,
    token: string,
    change: () => Promise<string>,
  ): Promise<FastifyReply> =>
    withKnownLink(reply, async () => {
      // An unknown token gets the "not valid" page before anything is tried.
      await alerts.manage(token);
      let notice: PageNotice | null = null;
      let status = 200;
      try {
        const done = await change();
        if (done) notice = { kind: 'done', text: done };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notice = { kind: 'error', text: error.message };
        status = error.status;
      }
      const page = manageSubscriptionPage(token, await alerts.manage(token), notice);
      sendPage(reply, status, page, SAME_ORIGIN_FORM_REFERRER_POLICY);
    });

  return [
    {
      method: 'GET',
      path: '/:token',
      access: 'public',
      handler: (req, reply) => showPage(reply, pathParam(req, 'token'), () => Promise.resolve('')),
    },
    {
      method: 'POST',
      path: '/:token/alerts',
      access: 'public',
      schema: { body: ALERT_FORM },
      handler: (req, reply) => {
        const token = pathParam(req, 'token');
        return showPage(reply, token, async () => {
          const added = await alerts.add(token, bodyFields(req) as never);
          return `Alert added: ${alertLabel(added)}.`;
        });
      },
    },
    {
      method: 'POST',
      path: '/:token/alerts/:id/delete',
      access: 'public',
      handler: (req, reply) => {
        const token = pathParam(req, 'token');
        return showPage(reply, token, async () => {
          await alerts.remove(token, Number(pathParam(req, 'id')) || 0);
          return 'Alert removed.';
        });
      },
    },
    {
      method: 'POST',
      path: '/:token/frequency',
      access: 'public',
      schema: { body: FREQUENCY_FORM },
      handler: (req, reply) => {
        const token = pathParam(req, 'token');
        return showPage(reply, token, async () => {
          const { frequency } = await alerts.setFrequency(token, bodyFields(req).frequency);
          return `You now get the ${frequency} digest.`;
        });
      },
    },
  ];
}
