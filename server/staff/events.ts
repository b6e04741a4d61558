/**
 * Live updates of the inbox (GET /api/staff/events, server-sent events). One poller per service
 * instance reads the store's event sequence (staff_events, written in the same statement as each
 * change and by the insert trigger for each new submission) every POLL_MS, only while a stream is
 * open; so two instances on one PostgreSQL both see every change. Heartbeat comments keep proxies
 * from closing an idle stream. A stream ends when its session ends (revoked, expired, signed out)
 * and when the service stops (close(), from the app's preClose hook: an open stream never holds a
 * shutdown).
 */
import type { ServerResponse } from 'node:http';
import type { StaffEvent, StaffStore } from './store';

const POLL_MS = 1_000;
const HEARTBEAT_MS = 25_000;
/** How often each stream's session is checked (every Nth poll). */
const SESSION_CHECK_EVERY = 3;

interface Stream {
  res: ServerResponse;
  token: string;
  staffId: string;
}

/** Gives back a session's slot of open streams; called once, whatever ended the stream. */
export type Release = () => void;

export class EventHub {
  private readonly streams = new Set<Stream>();
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastSeq = 0;
  private seen = new Set<number>();
  private ticks = 0;
  private polling = false;
  private closed = false;
  /** Open (and opening) streams per session token: each holds a slot until its response closes. */
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly store: () => StaffStore,
    private readonly log: { warn(msg: string): void },
    private readonly pollMs = POLL_MS,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /**
   * A slot for one more stream of this session, taken at once (before any wait, so parallel requests
   * cannot all pass), or null when the session already holds `cap`.
   */
  claim(token: string, cap: number): Release | null {
    const held = this.slots.get(token) ?? 0;
    if (held >= cap) return null;
    this.slots.set(token, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.slots.get(token) ?? 1) - 1;
      if (left > 0) this.slots.set(token, left);
      else this.slots.delete(token);
    };
  }

  /** Opens a stream on a hijacked reply's raw response; `release` gives its slot back when the response closes. */
  async open(res: ServerResponse, token: string, staffId: string, origin: string | undefined, release: Release): Promise<void> {
    res.on('close', release);
    // A client gone before this listener was added (while its session was looked up) fires no 'close' for
    // it; one may also go during the wait below. Read each time (a function, so no check is narrowed away).
    const gone = (): boolean => res.destroyed;
    if (gone()) {
      release();
      return;
    }
    if (this.closed) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end('{"error":"The service is stopping."}');
      return;
    }
    if (this.streams.size === 0) {
      try {
        this.lastSeq = await this.store().lastEventSeq();
      } catch (err) {
        release();
        throw err;
      }
      this.seen.clear();
    }
    if (gone()) {
      release();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
      ...(origin ? { vary: 'Origin' } : {}),
    });
    res.write('retry: 2000\n\n');
    const stream: Stream = { res, token, staffId };
    this.streams.add(stream);
    res.on('close', () => this.drop(stream));
    this.start();
  }

  private drop(stream: Stream): void {
    this.streams.delete(stream);
    if (!stream.res.writableEnded) stream.res.end();
    if (this.streams.size === 0) this.stop();
  }

  /**
   * Ends at once the streams of a session that ended here (sign-out; `sessionKeys`: the store's keys of
   * sessions ended, as by a passkey's removal) or of a revoked member; other instances notice within a few polls.
   */
  end(which: { token?: string; staffId?: string; sessionKeys?: readonly string[] }): void {
    const keys = new Set(which.sessionKeys ?? []);
    for (const s of [...this.streams]) {
      if (s.token === which.token || s.staffId === which.staffId || (keys.size > 0 && keys.has(this.store().sessionKey(s.token)))) this.drop(s);
    }
  }

  private start(): void {
    if (this.timer) return;
    this.store()
      .pruneEvents()
      .catch((err: unknown) => this.log.warn(`staff events: pruning failed: ${(err as Error).message}`));
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.res.write(': keep-alive\n\n');
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
  }

  private send(event: StaffEvent): void {
    const frame = `event: ${event.kind}\ndata: ${JSON.stringify({ id: event.leadId })}\n\n`;
    for (const s of this.streams) s.res.write(frame);
  }

  /** One round: new events to every stream; every few rounds, streams whose session ended are closed. */
  async poll(): Promise<void> {
    if (this.polling || this.closed) return;
    this.polling = true;
    try {
      const events = await this.store().eventsSince(this.lastSeq);
      for (const e of events) {
        if (this.seen.has(e.seq) || e.seq <= this.lastSeq - 100) continue;
        this.seen.add(e.seq);
        this.send(e);
      }
      const max = events.reduce((m, e) => Math.max(m, e.seq), this.lastSeq);
      this.lastSeq = max;
      for (const seq of this.seen) if (seq <= max - 100) this.seen.delete(seq);
      if (++this.ticks % SESSION_CHECK_EVERY === 0) {
        for (const s of [...this.streams]) {
          if (!(await this.store().sessionAlive(s.token))) this.drop(s);
        }
      }
    } catch (err) {
      this.log.warn(`staff events: polling failed: ${(err as Error).message}`);
    } finally {
      this.polling = false;
    }
  }

  /** Ends every stream now and stops polling (the service is stopping). */
  close(): void {
    this.closed = true;
    this.stop();
    for (const s of [...this.streams]) {
      this.streams.delete(s);
      s.res.end();
      s.res.socket?.destroySoon();
    }
  }
}
