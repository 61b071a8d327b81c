// The fake push service's TLS certificate for 127.0.0.1 and localhost (apps/api/test/fake-push-service.ts),
// made once into tmp/test-push-tls/. Node reads NODE_EXTRA_CA_CERTS only at start, so the test
// runs get it in their env from the start. By hand: eval $(node tools/scripts/test-push-tls.mjs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './run.mjs';

export const pushTlsDir = join(workspaceRoot, 'tmp/test-push-tls');

const DAY_IN_SECONDS = 24 * 60 * 60;

function stillValidForADay(certFile) {
  try {
    execFileSync(
      'openssl',
      ['x509', '-checkend', String(DAY_IN_SECONDS), '-noout', '-in', certFile],
      {
        stdio: 'ignore',
      },
    );
    return true;
  } catch {
    return false;
  }
}

function namesLocalhost(certFile) {
  const names = execFileSync('openssl', [
    'x509',
    '-noout',
    '-ext',
    'subjectAltName',
    '-in',
    certFile,
  ]);
  return names.toString().includes('DNS:localhost');
}

/** Makes the certificate unless one naming localhost and valid for another day is there; answers the env the tests need. */
export function ensurePushTls() {
  const certFile = join(pushTlsDir, 'cert.pem');
  const keyFile = join(pushTlsDir, 'key.pem');
  if (
    !existsSync(keyFile) ||
    !existsSync(certFile) ||
    !stillValidForADay(certFile) ||
    !namesLocalhost(certFile)
  ) {
    mkdirSync(pushTlsDir, { recursive: true });
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
  }
  return { NODE_EXTRA_CA_CERTS: certFile, TEST_PUSH_TLS_DIR: pushTlsDir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(ensurePushTls()))
    console.log(`export ${name}=${value}`);
}
