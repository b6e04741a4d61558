/** Renders a page's body to HTML the way Gatsby 5 does itself: streaming, once every Suspense boundary is ready. */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export function renderBody(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
