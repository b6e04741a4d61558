/** jsdom has no TextEncoder, which react-dom/server needs: import this first in a jsdom test that renders on the "server". */
import { TextEncoder as NodeTextEncoder } from 'node:util';

(globalThis as { TextEncoder?: unknown }).TextEncoder ??= NodeTextEncoder;
