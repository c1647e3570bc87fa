/**
 * Test helper: a real SMTP server on loopback (the smtp-server package) that keeps every
 * message it accepts, decoded enough to read the subject and both parts.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface OntvangenMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: OntvangenMail[];
  /** Resolves once at least `count` messages arrived (in this or an earlier run on this port). */
  waitFor(count: number, timeoutMs?: number): Promise<OntvangenMail[]>;
  /** Stops listening: the mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port: the mail server is back. */
  restart(): Promise<void>;
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const end = block.indexOf('\r\n\r\n');
  const head = end < 0 ? block : block.slice(0, end);
  const body = end < 0 ? '' : block.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as nodemailer writes a non-ASCII subject. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  );

export function parseMail(raw: string, from: string, to: string[]): OntvangenMail {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<'text' | 'html', string> = { text: '', html: '' };
  const collect = (contentType: string, encoding: string | undefined, content: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (/^multipart\//i.test(contentType) && boundary) {
      for (const chunk of content.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitHeaders(chunk.replace(/^\r\n/, ''));
        collect(
          part.headers.get('content-type') ?? 'text/plain',
          part.headers.get('content-transfer-encoding'),
          part.body,
        );
      }
    } else if (/^text\/html/i.test(contentType)) {
      parts.html = decodeBody(content, encoding).replace(/\r\n$/, '');
    } else if (/^text\/plain/i.test(contentType)) {
      parts.text = decodeBody(content, encoding).replace(/\r\n$/, '');
    }
  };
  collect(headers.get('content-type') ?? 'text/plain', headers.get('content-transfer-encoding'), body);
  return {
    from,
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.text.replace(/\r\n/g, '\n'),
    html: parts.html.replace(/\r\n/g, '\n'),
    raw,
  };
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: OntvangenMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };

  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mail(s) within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restart: listen,
  };
}
