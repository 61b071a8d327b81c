// A bare Fastify server with @fastify/helmet and @fastify/compress answering each recorded
// "METHOD path" with the recorded bytes from memory: the framework's ceiling, the second
// baseline bench:api compares the product with. Run as its own process so taskset can pin it.
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  recorded.map(({ method, path, status, headers, body }) => [
    `${method} ${path}`,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
await app.register(helmet);
// The recorded answers are compressed already (Content-Encoding set), as the product sends them:
// the plugin's hooks still run and leave them as they are.
await app.register(compress);
app.all('/*', (request, reply) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${new URL(address).port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
