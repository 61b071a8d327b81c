import { DIGEST_FREQUENCIES, type DigestFrequency } from '@deal-site/queue-contract';
import type { FastifyPluginCallback } from 'fastify';
import { objectOf, oneOf } from '../../rest-kit/input-schema';
import type { DigestService } from './digest.service';

/** A missing frequency is DigestService's to refuse, as it does for GraphQL. */
const RUN_BODY = objectOf({ frequency: oneOf(DIGEST_FREQUENCIES) });

interface RunRequest {
  Body: { frequency?: DigestFrequency };
}

export interface DigestRoutesOptions {
  digests: DigestService;
}

/** POST /api/digests/run for curators: runs a digest now and answers its counts. */
export const digestRoutes: FastifyPluginCallback<DigestRoutesOptions> = (
  app,
  { digests },
  done,
) => {
  app.post<RunRequest>(
    '/digests/run',
    { config: { access: 'curator' }, schema: { body: RUN_BODY } },
    (req) => digests.runNow(req.body.frequency),
  );
  done();
};
