import { objectOf, text } from '../../rest-kit/input-schema';
import { bodyFields, pathParam, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { SUBSCRIPTION_FREQUENCIES, type Subscription } from './subscription.entity';
import { subscriptionsCsv } from './subscription-csv';
import { SAME_ORIGIN_FORM_REFERRER_POLICY, sendPage, withKnownLink } from './link-page-reply';
import {
  confirmedPage,
  confirmSubscriptionPage,
  unknownConfirmLinkPage,
} from './confirmation-page';
import { unsubscribeConfirmPage, unsubscribedPage } from './unsubscribe-page';

/** What the API answers about a subscriber: never its unsubscribe token. */
const toRestSubscription = ({ id, email, frequency, status, createdAt }: Subscription) => ({
  id,
  email,
  frequency,
  status,
  createdAt,
});

/** The address's own rules are readSubscriberEmail's; no frequency means daily. */
const SUBSCRIBE_BODY = objectOf({
  email: text,
  frequency: { type: ['string', 'null'], enum: ['', null, ...SUBSCRIPTION_FREQUENCIES] },
});

/** POST /api/subscribe for anyone; the list and its CSV for curators. */
export function subscriptionRestRoutes({ subscriptions }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/subscribe',
      access: 'public',
      schema: { body: SUBSCRIBE_BODY },
      handler: async (req, reply) => {
        const body = bodyFields(req);
        const { subscription, created } = await subscriptions.subscribe(
          { email: body.email, frequency: body.frequency },
          clientAddress(req),
        );
        const { email, frequency, status } = subscription;
        // A stored address asking again: a pending one's confirmation may go out again, a paused one resumes.
        reply.code(created ? 201 : 200);
        return { email, frequency, status };
      },
    },
    {
      method: 'GET',
      path: '/subscriptions',
      access: 'curator',
      handler: async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { subscriptions: (await subscriptions.list()).map(toRestSubscription) };
      },
    },
    {
      method: 'GET',
      path: '/subscriptions.csv',
      access: 'curator',
      handler: async (_req, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', 'attachment; filename="subscriptions.csv"')
          .type('text/csv; charset=utf-8')
          .send(subscriptionsCsv(await subscriptions.list())),
    },
  ];
}

/**
 * /subscribe/confirm/{token}, the link in the confirmation e-mail: its page asks, and the page's
 * button POSTs the confirmation. Mail scanners follow links, so a GET (or HEAD) confirms nothing.
 * The POST passes the same-origin write check (app.ts); confirming again answers the same page.
 */
export function confirmSubscriptionRoutes({ subscriptions }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/confirm/:token',
      access: 'public',
      handler: (req, reply) =>
        withKnownLink(
          reply,
          async () => {
            const token = pathParam(req, 'token');
            const { email, frequency, status, unsubscribeToken } =
              await subscriptions.findByConfirmToken(token);
            if (status !== 'pending') {
              sendPage(reply, 200, confirmedPage(email, frequency, unsubscribeToken));
              return;
            }
            const page = confirmSubscriptionPage(email, frequency, token);
            sendPage(reply, 200, page, SAME_ORIGIN_FORM_REFERRER_POLICY);
          },
          unknownConfirmLinkPage,
        ),
    },
    {
      method: 'POST',
      path: '/confirm/:token',
      access: 'public',
      handler: (req, reply) =>
        withKnownLink(
          reply,
          async () => {
            const { email, frequency, unsubscribeToken } = await subscriptions.confirm(
              pathParam(req, 'token'),
            );
            sendPage(reply, 200, confirmedPage(email, frequency, unsubscribeToken));
          },
          unknownConfirmLinkPage,
        ),
    },
  ];
}

/**
 * /unsubscribe/{token}: a confirmation page, and the POST that removes the subscription. No account
 * is needed and no Origin is checked: the unguessable token is the whole authority, so a mail
 * provider's one-click POST (RFC 8058) works too.
 */
export function unsubscribeRoutes({ subscriptions }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/:token',
      access: 'public',
      handler: (req, reply) =>
        withKnownLink(reply, async () => {
          const token = pathParam(req, 'token');
          const { email } = await subscriptions.findByToken(token);
          sendPage(reply, 200, unsubscribeConfirmPage(email, token));
        }),
    },
    {
      method: 'POST',
      path: '/:token',
      access: 'public',
      handler: (req, reply) =>
        withKnownLink(reply, async () => {
          const email = await subscriptions.unsubscribe(pathParam(req, 'token'));
          sendPage(reply, 200, unsubscribedPage(email));
        }),
    },
  ];
}
