import { io, type Socket } from 'socket.io-client';
import type { TestApp } from '../helpers/test-app.ts';

/** Starts the test app's HTTP server on a free port; returns its base URL. */
export async function listen(app: TestApp | TestApp['app']): Promise<string> {
  const fastify = 'app' in app ? app.app : app;
  await fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  token?: string;
  /** Send the token in the handshake's auth instead of the `token` query parameter. */
  viaAuth?: boolean;
  headers?: Record<string, string>;
}

/** A socket.io client as the browser's, without reconnection, websocket first. */
export function client(url: string, options: ConnectOptions = {}): Socket {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token && !options.viaAuth ? { query: { token: options.token } } : {}),
    ...(options.token && options.viaAuth ? { auth: { token: options.token } } : {}),
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
}

/** Connects, resolving when the server accepted the socket (rejects with its refusal). */
export function connect(url: string, options: ConnectOptions = {}): Promise<Socket> {
  const socket = client(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next `event` on a socket (optionally the next one passing `match`). */
export function next<T = unknown>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Records every payload of an event on a socket. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
