import { DIGEST_FREQUENCIES } from '@deal-site/queue-contract';
import { objectOf, oneOf } from '../../rest-kit/input-schema';
import { bodyFields, type RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';

/** POST /api/digests/run for curators: runs a digest now and answers its counts. */
export function digestRestRoutes({ digests }: Services): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/digests/run',
      access: 'curator',
      schema: { body: objectOf({ frequency: oneOf(DIGEST_FREQUENCIES) }) },
      handler: (req) => digests.runNow(bodyFields(req).frequency),
    },
  ];
}
