import type { FastifyPluginCallback } from 'fastify';
import { objectOf, oneOf, text, textOrNull, unread } from '../../rest-kit/input-schema';
import { pathParams, refuseBadPathWith, textSegment } from '../../rest-kit/route-params';
import { clientAddress } from '../visitor/client-address';
import { PUSH_SECTIONS } from './push-subscription.entity';
import type { PushSubscribeInput } from './push-subscription-input';
import { unknownPushToken } from './push.errors';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  push: PushService;
}

const boolean = { type: 'boolean' } as const;

/** Shapes only: lengths, keys, hosts and the follows' rules are PushService's, GraphQL's too. */
const SUBSCRIBE_BODY = objectOf(
  {
    endpoint: text,
    expirationTime: { type: ['number', 'null'] },
    keys: objectOf({ p256dh: text, auth: text }, ['p256dh', 'auth']),
    follows: objectOf(
      {
        all: boolean,
        sections: { type: 'array', items: oneOf(PUSH_SECTIONS) },
        alerts: boolean,
        stores: { type: ['array', 'null'], items: text },
      },
      ['all', 'sections', 'alerts'],
    ),
    subscriptionToken: textOrNull,
  },
  ['endpoint', 'keys', 'follows'],
);

const FOLLOWS = objectOf(
  {
    all: boolean,
    sections: { type: 'array', items: text },
    alerts: boolean,
    stores: { type: 'array', items: text },
  },
  ['all', 'sections', 'alerts', 'stores'],
);
const SUBSCRIBED = objectOf({ token: text, follows: FOLLOWS }, ['token', 'follows']);
const CONFIG_RESPONSE = {
  200: objectOf({ enabled: boolean, publicKey: textOrNull }, ['enabled', 'publicKey']),
};

/** A token is 43 base64url characters; a longer path names no subscription. */
const TOKEN_PARAMS = pathParams({ token: textSegment(43) });

/**
 * GET /api/push/config; POST /api/push/subscriptions stores a browser's subscription (201, or 200
 * for a known endpoint); DELETE /api/push/subscriptions/{token} removes it. The /api context's
 * same-origin check covers both writes.
 */
export const pushRoutes: FastifyPluginCallback<PushRoutesOptions> = (app, { push }, done) => {
  app.get(
    '/push/config',
    { config: { access: 'public' }, schema: { querystring: unread, response: CONFIG_RESPONSE } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return push.config();
    },
  );

  app.post<{ Body: PushSubscribeInput }>(
    '/push/subscriptions',
    {
      config: { access: 'public' },
      schema: { body: SUBSCRIBE_BODY, response: { 200: SUBSCRIBED, 201: SUBSCRIBED } },
    },
    async (req, reply) => {
      const { token, follows, created } = await push.subscribe(req.body, clientAddress(req));
      reply.header('Cache-Control', 'no-store').code(created ? 201 : 200);
      return { token, follows };
    },
  );

  app.delete<{ Params: { token: string } }>(
    '/push/subscriptions/:token',
    {
      config: { access: 'public' },
      schema: { params: TOKEN_PARAMS },
      schemaErrorFormatter: refuseBadPathWith(unknownPushToken),
    },
    async (req, reply) => {
      await push.unsubscribe(req.params.token);
      return reply.header('Cache-Control', 'no-store').code(204).send();
    },
  );
  done();
};
