// The pg proxy (pg-proxy.ts) in a process of its own (pg-proxy-process.ts
// starts it): relaying every database byte costs CPU that, in the server's
// process, would be counted as the server's. Prints {"port","connectionString"}
// once listening, then answers each stdin line (cut, restore, close) with
// "done <command>" once done.
import { createInterface } from 'node:readline';
import { startPgProxy } from './pg-proxy.ts';

const proxy = await startPgProxy(process.argv[2]!);
process.stdout.write(`${JSON.stringify({ port: proxy.port, connectionString: proxy.connectionString })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'cut') await proxy.cut();
  else if (command === 'restore') await proxy.restore();
  else if (command === 'close') await proxy.close();
  else continue;
  process.stdout.write(`done ${command}\n`);
  if (command === 'close') break;
}
process.exit(0);
