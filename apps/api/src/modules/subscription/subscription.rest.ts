import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { objectOf, text, unread } from '../../rest-kit/input-schema';
import { refuseBadPathWith, pathParams, textSegment } from '../../rest-kit/route-params';
import { clientAddress } from '../visitor/client-address';
import {
  SUBSCRIPTION_FREQUENCIES,
  type Subscription,
  type SubscriptionFrequency,
} from './subscription.entity';
import { unknownConfirmToken, unknownUnsubscribeToken } from './subscription.errors';
import type { SubscriptionService } from './subscription.service';
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

interface SubscribeRequest {
  Body: { email?: string; frequency?: SubscriptionFrequency | '' | null };
}

/** A link token is 43 base64url characters (32 random bytes); SubscriptionService checks the rest. */
const LINK_TOKEN_PARAMS = pathParams({ token: textSegment(43) });

export interface LinkTokenPath {
  Params: { token: string };
}

/**
 * The options of a page an e-mail links to by token, with the schemas of its other inputs (a query
 * string not given one is unread; a POST gives its body's). What the schemas refuse is attached
 * to the request rather than sent, so that answerLinkPage answers a path naming no subscription
 * with the link's "not valid" page, as it answers an unknown token.
 */
export function linkPage(unknownToken: () => Error, schema: object = {}) {
  return {
    config: { access: 'public', answers: 'html' },
    schema: { params: LINK_TOKEN_PARAMS, querystring: unread, ...schema },
    attachValidation: true,
    schemaErrorFormatter: refuseBadPathWith(unknownToken),
  } as const;
}

/**
 * Runs a link page's work (see withKnownLink) after the input checks of its `linkPage` options:
 * a refused path gets the "not valid" page, any other refused input the usual 400.
 */
export function answerLinkPage(
  req: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<void>,
  notValidPage?: () => string,
): Promise<FastifyReply> {
  return withKnownLink(
    reply,
    async () => {
      if (req.validationError) throw req.validationError;
      await work();
    },
    notValidPage,
  );
}

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService;
}

/** POST /api/subscribe for anyone; the list and its CSV for curators. */
export const subscriptionRoutes: FastifyPluginCallback<SubscriptionRoutesOptions> = (
  app,
  { subscriptions },
  done,
) => {
  app.post<SubscribeRequest>(
    '/subscribe',
    { config: { access: 'public' }, schema: { body: SUBSCRIBE_BODY } },
    async (req, reply) => {
      const { subscription, created } = await subscriptions.subscribe(
        { email: req.body.email, frequency: req.body.frequency },
        clientAddress(req),
      );
      const { email, frequency, status } = subscription;
      // A stored address asking again: a pending one's confirmation may go out again, a paused one resumes.
      reply.code(created ? 201 : 200);
      return { email, frequency, status };
    },
  );

  app.get(
    '/subscriptions',
    { config: { access: 'curator' }, schema: { querystring: unread } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { subscriptions: (await subscriptions.list()).map(toRestSubscription) };
    },
  );

  app.get(
    '/subscriptions.csv',
    { config: { access: 'curator', answers: 'csv' }, schema: { querystring: unread } },
    async (_req, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="subscriptions.csv"')
        .type('text/csv; charset=utf-8')
        .send(subscriptionsCsv(await subscriptions.list())),
  );
  done();
};

/**
 * /subscribe/confirm/{token}, the link in the confirmation e-mail: its page asks, and the page's
 * button POSTs the confirmation. Mail scanners follow links, so a GET (or HEAD) confirms nothing.
 * The POST passes the same-origin write check (rest-plugins.ts); confirming again answers the same page.
 */
export const confirmSubscriptionRoutes: FastifyPluginCallback<SubscriptionRoutesOptions> = (
  app,
  { subscriptions },
  done,
) => {
  app.get<LinkTokenPath>('/confirm/:token', linkPage(unknownConfirmToken), (req, reply) =>
    answerLinkPage(
      req,
      reply,
      async () => {
        const { token } = req.params;
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
  );

  // The page's button posts an empty form.
  const confirmForm = linkPage(unknownConfirmToken, { body: unread });
  app.post<LinkTokenPath>('/confirm/:token', confirmForm, (req, reply) =>
    answerLinkPage(
      req,
      reply,
      async () => {
        const { email, frequency, unsubscribeToken } = await subscriptions.confirm(
          req.params.token,
        );
        sendPage(reply, 200, confirmedPage(email, frequency, unsubscribeToken));
      },
      unknownConfirmLinkPage,
    ),
  );
  done();
};

/**
 * /unsubscribe/{token}: a confirmation page, and the POST that removes the subscription. No account
 * is needed and no Origin is checked: the unguessable token is the whole authority, so a mail
 * provider's one-click POST (RFC 8058) works too.
 */
export const unsubscribeRoutes: FastifyPluginCallback<SubscriptionRoutesOptions> = (
  app,
  { subscriptions },
  done,
) => {
  app.get<LinkTokenPath>('/:token', linkPage(unknownUnsubscribeToken), (req, reply) =>
    answerLinkPage(req, reply, async () => {
      const { token } = req.params;
      const { email } = await subscriptions.findByToken(token);
      sendPage(reply, 200, unsubscribeConfirmPage(email, token));
    }),
  );

  // A mail provider's one-click POST sends List-Unsubscribe=One-Click, the page's button nothing.
  const unsubscribeForm = linkPage(unknownUnsubscribeToken, { body: unread });
  app.post<LinkTokenPath>('/:token', unsubscribeForm, (req, reply) =>
    answerLinkPage(req, reply, async () => {
      const email = await subscriptions.unsubscribe(req.params.token);
      sendPage(reply, 200, unsubscribedPage(email));
    }),
  );
  done();
};
