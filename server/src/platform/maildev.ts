import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

export interface RunningMaildev {
  close(): Promise<void>;
}

/** The embedded mail catcher of demo mode: SMTP and web UI on 127.0.0.1 only, mails kept in DATA_DIR. */
export async function startMaildev(config: Pick<Config, 'dataDir' | 'maildevSmtpPort' | 'maildevWebPort'>): Promise<RunningMaildev> {
  const { MailDev } = await import('maildev');
  const mailDirectory = join(config.dataDir, 'maildev');
  mkdirSync(mailDirectory, { recursive: true });
  const maildev = new MailDev({
    smtp: config.maildevSmtpPort,
    web: config.maildevWebPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory,
    silent: true,
  });
  await maildev.start();
  return { close: () => maildev.stop() };
}
