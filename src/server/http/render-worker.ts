/**
 * A render thread (see render-pool.ts): given the built renderer, draws the pages the pool asks for,
 * reading the API through the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ApiAnswer, RenderPage } from '../../common/server-render';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-pool';

export function serveRenders(renderPage: RenderPage): void {
  if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of the render pool');
  const port = parentPort;
  const { settings } = workerData as RenderThreadData;
  const send = (message: FromRenderThread) => port.postMessage(message);
  const pendingReads = new Map<number, (answer: ApiAnswer) => void>();
  let nextRead = 0;
  const readApi = (path: string) =>
    new Promise<ApiAnswer>((resolve) => {
      const id = nextRead++;
      pendingReads.set(id, resolve);
      send({ type: 'read', id, path });
    });

  port.on('message', (message: ToRenderThread) => {
    if (message.type === 'answer') {
      pendingReads.get(message.id)?.(message.answer);
      pendingReads.delete(message.id);
      return;
    }
    renderPage(message.url, readApi, settings).then(
      (page) => send({ type: 'rendered', id: message.id, page }),
      (error: unknown) =>
        send({
          type: 'failed',
          id: message.id,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
  send({ type: 'ready' });
}
