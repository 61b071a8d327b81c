import type { FastifyReply } from 'fastify';
import { AppError } from '../../common/app-error';
import { objectOf, text } from '../../rest/input-schema';
import { bodyFields, pathParam, type RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';
import { clientAddress } from '../auth/client-address';
import { SUBSCRIPTION_FREQUENCIES, type Subscription } from './subscription.entity';
import { subscriptionsCsv } from './subscription-csv';
import {
  confirmedPage,
  confirmSubscriptionPage,
  unknownConfirmLinkPage,
} from './confirmation-page';
import {
  unknownUnsubscribeLinkPage,
  unsubscribeConfirmPage,
  unsubscribedPage,
} from './unsubscribe-page';

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
 * The Referrer-Policy of a page whose form must pass the same-origin write check: under
 * no-referrer browsers send `Origin: null` with the form's POST; strict-origin sends the site's
 * origin, and still no Referer ever carries the token (it names the origin alone).
 */
const SAME_ORIGIN_FORM_REFERRER_POLICY = 'strict-origin';

function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  referrerPolicy = 'no-referrer',
): void {
  // The token is in the URL: keep it out of caches, search engines and Referer headers.
  void reply
    .headers({
      'Cache-Control': 'no-store',
      'Referrer-Policy': referrerPolicy,
      'X-Robots-Tag': 'noindex',
    })
    .code(status)
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Runs the page's work; an unknown or used token gets the 'not valid' page with 404. */
async function withKnownLink(
  reply: FastifyReply,
  work: () => Promise<void>,
  notValidPage = unknownUnsubscribeLinkPage,
): Promise<FastifyReply> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    sendPage(reply, 404, notValidPage());
  }
  return reply;
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
            const { email, frequency, status } = await subscriptions.findByConfirmToken(token);
            if (status !== 'pending') {
              sendPage(reply, 200, confirmedPage(email, frequency));
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
            const { email, frequency } = await subscriptions.confirm(pathParam(req, 'token'));
            sendPage(reply, 200, confirmedPage(email, frequency));
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
