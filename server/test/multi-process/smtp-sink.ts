import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  /** the envelope's recipients (RCPT TO) */
  recipients: string[];
  /** the Message-ID header, brackets included; null when the mail had none */
  messageId: string | null;
}

export interface SmtpSink {
  port: number;
  /** every mail accepted so far, a repeated delivery as often as it arrived */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A mail server that accepts everything and keeps only envelope and Message-ID: enough to count deliveries
 * from several processes, where the embedded maildev would parse and store each mail. Plain SMTP without
 * extensions, which nodemailer speaks when the server offers nothing else.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | null = null;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          const headers = data.split('\r\n\r\n', 1)[0]!;
          mails.push({ recipients, messageId: /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? null });
          data = null;
          recipients = [];
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') {
          data = '';
          // the end mark's CRLF ends the last line of the message: given here for the line before the first
          buffer = `\r\n${buffer}`;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
    reply('220 smtp-sink');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
