import type { FastifyPluginCallback } from 'fastify';
import { objectOf, text } from '../../rest-kit/input-schema';
import { SUBSCRIPTION_FREQUENCIES } from '../subscription/subscription.entity';
import { clientAddress } from '../visitor/client-address';
import type { AlertService } from './alert.service';

/** POST /api/subscribe's body with the store to hear about (a slug, a name or an address). */
const STORE_ALERT_BODY = objectOf({
  email: text,
  frequency: { type: ['string', 'null'], enum: ['', null, ...SUBSCRIPTION_FREQUENCIES] },
  store: text,
});

interface StoreAlertRequest {
  Body: { email?: string; frequency?: string | null; store?: string };
}

export interface StoreAlertRoutesOptions {
  alerts: AlertService;
}

/**
 * POST /api/store-alerts, the store page's "Alert me about {store}": subscribes as POST
 * /api/subscribe does, with an instant store alert. A confirmed address is answered 202 and
 * e-mailed a link that offers the alert on its page (409 as for /api/subscribe without mail).
 */
export const storeAlertRoutes: FastifyPluginCallback<StoreAlertRoutesOptions> = (
  app,
  { alerts },
  done,
) => {
  app.post<StoreAlertRequest>(
    '/store-alerts',
    { config: { access: 'public' }, schema: { body: STORE_ALERT_BODY } },
    async (req, reply) => {
      const { subscription, created, toConfirm } = await alerts.subscribeToStore(
        { email: req.body.email, frequency: req.body.frequency },
        req.body.store,
        clientAddress(req),
      );
      const { email, frequency, status } = subscription;
      reply.code(created ? 201 : toConfirm ? 202 : 200);
      return { email, frequency, status };
    },
  );
  done();
};
