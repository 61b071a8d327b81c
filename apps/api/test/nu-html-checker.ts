import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { promisify } from 'node:util';

/** vnu-jar's main export is the path of the checker's jar inside the package. */
const VNU_JAR = String(createRequire(__filename)('vnu-jar'));

export interface CheckerMessage {
  /** The checked file's name. */
  file: string;
  line?: number;
  message: string;
  /** The markup around the spot, as the checker quotes it. */
  extract?: string;
}

export interface CheckerReport {
  errors: CheckerMessage[];
  warnings: CheckerMessage[];
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Throws one clear line when no Java runtime is installed: the checker needs `java -jar`. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'java was not found: the Nu Html Checker (vnu-jar) runs on Java 11 or later; ' +
        'install a JRE (Debian: apt-get install default-jre-headless, as .ci/run does)',
    );
  }
}

function readable({ url, lastLine, message, extract }: VnuMessage): CheckerMessage {
  return { file: url ? basename(decodeURIComponent(url)) : '?', line: lastLine, message, extract };
}

/**
 * Runs the Nu Html Checker, the validator behind validator.w3.org, once over all `files`
 * (one JVM start). A file the checker did not read counts as an error: it skips those silently.
 */
export async function checkHtmlFiles(files: string[]): Promise<CheckerReport> {
  requireJava();
  const args = ['--format', 'json', '--stdout', '--verbose', '--exit-zero-always', ...files];
  const { stdout, stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  // --verbose names each file as the checker reads it.
  const read = new Set(stderr.split('\n'));
  const unread = files
    .filter((file) => !read.has(file))
    .map((file) => ({ file: basename(file), message: 'not read by the checker' }));
  const isWarning = (entry: VnuMessage) => entry.type === 'info' && entry.subType === 'warning';
  return {
    errors: [...unread, ...messages.filter((entry) => entry.type !== 'info').map(readable)],
    warnings: messages.filter(isWarning).map(readable),
  };
}

/** One line per message, for an assertion's diff or the log. */
export function describeMessages(messages: CheckerMessage[]): string[] {
  return messages.map(
    ({ file, line, message, extract }) =>
      `${file}:${line ?? '?'}: ${message}${extract ? ` [${extract.trim()}]` : ''}`,
  );
}
