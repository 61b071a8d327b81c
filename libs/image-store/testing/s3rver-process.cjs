// Runs s3rver as a process of its own for the tests: node --openssl-legacy-provider, because
// s3rver's list continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider.
// Arguments: folder, bucket, port (0 for any); prints the bound port, stops on SIGTERM.
const S3rver = require('s3rver');

const [directory, bucket, port] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
server.run().then(({ port: bound }) => process.stdout.write(`${bound}\n`));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
