// A bare node:http server answering each recorded "METHOD path" with the recorded bytes from memory:
// the baseline bench:api compares the product with. Run as its own process so taskset can pin it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  recorded.map(({ method, path, status, headers, body }) => [
    `${method} ${path}`,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.resume();
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
