/**
 * The command's side of the running service's control socket (control/socket.ts): one request, and its
 * JSON answer. cli/access.ts turns the commands into these requests when the service holds the store.
 */
import http from 'node:http';

/** One request to the service's socket; resolves with the parsed JSON body, rejects with its error. */
export function controlRequest<T>(socketPath: string, method: 'GET' | 'POST', pathAndQuery: string, timeoutMs = 120_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const req = http.request({ socketPath, method, path: pathAndQuery, timeout: timeoutMs, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as T & { error?: string };
          if ((res.statusCode ?? 500) >= 400) reject(new Error(body.error ?? `control socket answered ${res.statusCode}`));
          else resolve(body);
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('the service did not answer in time')));
    req.on('error', reject);
    req.end();
  });
}
