import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives, for mail tests. With
 * `login`, it asks for that user and password (over plain text, as a test may) and refuses
 * any other with 535, as providers do.
 */
export async function startSmtpCapture(opts: { login?: { user: string; password: string } } = {}) {
  const received: Array<{ to: string; data: string }> = [];
  const logins: string[] = [];
  const smtp = new SMTPServer({
    authOptional: !opts.login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (opts.login && auth.username === opts.login.user && auth.password === opts.login.password)
        return callback(null, { user: auth.username });
      const err = Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 });
      return callback(err);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    received,
    logins,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
