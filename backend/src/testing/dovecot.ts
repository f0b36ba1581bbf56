import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DOVECOT = '/usr/sbin/dovecot';

export type Dovecot = {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** imap://user:pass@127.0.0.1:port/INBOX, as RECHNUNG_IMAP_URL takes it. */
  url: string;
  stop: () => Promise<void>;
};

const freierPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const bereit = async (port: number, fristMs: number, log: () => string): Promise<void> => {
  const ende = Date.now() + fristMs;
  while (Date.now() < ende) {
    const gruss = await new Promise<string>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      let text = '';
      s.on('data', (d) => {
        text += d.toString();
        if (text.includes('\n')) s.end();
      });
      s.on('close', () => resolve(text));
      s.on('error', () => resolve(''));
      s.setTimeout(1000, () => s.destroy());
    });
    if (gruss.startsWith('* OK')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot antwortet nicht auf Port ${port}:\n${log()}`);
};

/**
 * A real IMAP server for tests: Debian's dovecot (package dovecot-imapd) with its own config in a
 * temp dir — an unprivileged port on 127.0.0.1, passwd-file auth, Maildir in the temp dir, no TLS.
 * As root, dovecot refuses to run its login and mail processes as root: they run as Debian's
 * `dovenull` and `dovecot` users, which own the mail folder. As another user, everything runs as that
 * user. Throws (the test fails, never skips) when dovecot is not installed.
 */
export const startDovecot = async (): Promise<Dovecot> => {
  if (!fs.existsSync(DOVECOT))
    throw new Error(`${DOVECOT} fehlt: bitte Debians Paket dovecot-imapd installieren (apt-get install dovecot-imapd, siehe .ci/run).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dovecot-'));
  fs.chmodSync(dir, 0o755);
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail);
  const port = await freierPort();
  const user = 'rechnungen@portal.test';
  const pass = 'geheim-imap';
  const root = process.getuid?.() === 0;
  const ich = os.userInfo().username;
  const [intern, login, mailUser] = root ? ['dovecot', 'dovenull', 'dovecot'] : [ich, ich, ich];
  if (root) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('chown', ['-R', `${mailUser}:${mailUser}`, mail]);
  }
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${pass}\n`);
  const logDatei = path.join(dir, 'dovecot.log');
  fs.writeFileSync(
    path.join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = test-${port}
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${intern}
default_internal_group = ${intern}
default_login_user = ${login}
log_path = ${logDatei}
mail_location = maildir:${mail}/%u
first_valid_uid = ${root ? 1 : (process.getuid?.() ?? 1)}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${mailUser} home=${mail}/%u
}
`,
  );
  const prozess: ChildProcess = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let ausgabe = '';
  prozess.stdout?.on('data', (d) => (ausgabe += d.toString()));
  prozess.stderr?.on('data', (d) => (ausgabe += d.toString()));
  const log = () => `${ausgabe}${fs.existsSync(logDatei) ? fs.readFileSync(logDatei, 'utf8') : ''}`;
  const beendet = new Promise<void>((resolve) => prozess.once('exit', () => resolve()));
  try {
    await bereit(port, 15_000, log);
  } catch (fehler) {
    prozess.kill('SIGTERM');
    throw fehler;
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    pass,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/INBOX`,
    stop: async () => {
      if (prozess.exitCode === null) prozess.kill('SIGTERM');
      await beendet;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
