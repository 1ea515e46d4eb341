import { Worker } from 'node:worker_threads';
import type { ApiAnswer, PageSettings, ReadApi, RenderedPage } from '../../common/server-render';

/** What the pool tells a render thread. */
export type ToRenderThread =
  { type: 'render'; id: number; url: string } | { type: 'answer'; id: number; answer: ApiAnswer };

/** What a render thread tells the pool. */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'read'; id: number; path: string }
  | { type: 'rendered'; id: number; page: RenderedPage | null }
  | { type: 'failed'; id: number; message: string };

/** What a render thread starts with. */
export interface RenderThreadData {
  /** The built renderer's file URL (entry-server.js). */
  rendererUrl: string;
  settings: PageSettings;
}

/** Every render thread is drawing and as many pages as may wait are waiting: the page goes to the browser. */
export class RenderQueueFull extends Error {
  constructor() {
    super('every render thread is busy and the render queue is full');
  }
}

interface RenderJob {
  id: number;
  url: string;
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
}

interface RenderThread {
  worker: Worker;
  /** The page it is drawing: one at a time, so a thread is a core's worth of drawing. */
  job?: RenderJob;
  ready: boolean;
}

export interface RenderPoolOptions {
  rendererUrl: string;
  settings: PageSettings;
  threads: number;
  /** Pages that may wait for a thread; past them a render is refused at once (RenderQueueFull). */
  maxWaiting: number;
  /** Answers the threads' API reads, on the main thread (where the routes and their answer cache are). */
  readApi: ReadApi;
  /** Told of a thread that failed or stopped (its page, if any, is rejected). */
  onThreadError: (error: Error) => void;
}

const WORKER_URL = new URL('./render-worker.ts', import.meta.url).href;
/**
 * The thread loads the built renderer itself, then its own code through tsx (TypeScript, as the server's
 * own is: a worker does not inherit the parent's module loaders when the server runs under the test runner;
 * the built renderer is plain JavaScript and imported as it is).
 */
const WORKER_BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  Promise.all([
    import(workerData.rendererUrl),
    import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)})),
  ]).then(([renderer, worker]) => worker.serveRenders(renderer.renderPage));`;

/**
 * Server renders on worker threads: React's render holds a thread for tens of milliseconds, which on the
 * main thread would hold every other request for as long. The threads read the API through the main thread,
 * so a page is drawn from the same routes and answer cache as the browser's reads. A bounded queue: with
 * every thread busy and `maxWaiting` pages waiting, render() refuses at once, and the visitor's browser
 * draws the page (a flood of new addresses costs a bounded wait, never a growing one).
 */
export class RenderPool {
  private readonly threads: (RenderThread | null)[];
  private readonly waiting: RenderJob[] = [];
  private nextId = 0;
  private closed = false;

  private constructor(private readonly options: RenderPoolOptions) {
    this.threads = Array.from({ length: options.threads }, () => this.startThread());
  }

  /** A pool whose threads have all loaded the renderer; rejects with the error of one that could not. */
  static async start(options: RenderPoolOptions): Promise<RenderPool> {
    const pool = new RenderPool(options);
    try {
      await Promise.all(pool.threads.map((thread) => thread && pool.whenReady(thread)));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** The page drawn by a thread (null: one the browser draws alone); RenderQueueFull when none can take it. */
  render(url: string): Promise<RenderedPage | null> {
    if (this.closed || !this.threads.some(Boolean)) {
      return Promise.reject(new Error('no render thread is running'));
    }
    const idle = this.threads.some((thread) => thread?.ready && !thread.job);
    if (!idle && this.waiting.length >= this.options.maxWaiting) return Promise.reject(new RenderQueueFull());
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, url, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.rejectWaiting(new Error('the render pool is closed'));
    await Promise.all(this.threads.map((thread) => thread?.worker.terminate()));
  }

  private rejectWaiting(error: Error): void {
    for (const job of this.waiting.splice(0)) job.reject(error);
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (!thread?.ready || thread.job) continue;
      const job = this.waiting.shift();
      if (!job) return;
      thread.job = job;
      this.send(thread, { type: 'render', id: job.id, url: job.url });
    }
  }

  private send(thread: RenderThread, message: ToRenderThread): void {
    thread.worker.postMessage(message);
  }

  private whenReady(thread: RenderThread): Promise<void> {
    return new Promise((resolve, reject) => {
      thread.worker.once('message', () => resolve());
      thread.worker.once('error', reject);
      thread.worker.once('exit', (code) =>
        reject(new Error(`the render thread exited (${code}) before it was ready`)),
      );
    });
  }

  private startThread(): RenderThread {
    const workerData: RenderThreadData = {
      rendererUrl: this.options.rendererUrl,
      settings: this.options.settings,
    };
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData });
    // Pages under way keep the process running through their requests; an idle thread must not.
    worker.unref();
    const thread: RenderThread = { worker, ready: false };
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
        this.dispatch();
      } else if (message.type === 'read') {
        void this.options.readApi(message.path).then(
          (answer) => this.send(thread, { type: 'answer', id: message.id, answer }),
          (error: unknown) =>
            this.send(thread, {
              type: 'answer',
              id: message.id,
              answer: { status: 500, body: String(error) },
            }),
        );
      } else if (thread.job?.id === message.id) {
        const job = thread.job;
        thread.job = undefined;
        if (message.type === 'rendered') job.resolve(message.page);
        else job.reject(new Error(message.message));
        this.dispatch();
      }
    });
    worker.on('error', (error) => this.options.onThreadError(error));
    worker.on('exit', () => {
      thread.job?.reject(new Error('the render thread stopped'));
      thread.job = undefined;
      const index = this.threads.indexOf(thread);
      // A thread that had loaded the renderer is replaced; one that never could is not started again and again.
      if (index >= 0) this.threads[index] = !this.closed && thread.ready ? this.startThread() : null;
      if (!this.threads.some(Boolean)) this.rejectWaiting(new Error('no render thread is running'));
    });
    return thread;
  }
}
