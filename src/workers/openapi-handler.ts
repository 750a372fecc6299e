import { loadOpenapiStages } from '../core/openapi/load-openapi';
import type { FromOpenapiWorker, ToOpenapiWorker } from './openapi-protocol';

/**
 * What the OpenAPI worker does with each message, apart from the worker itself (so tests run it
 * on a fake worker): keeps the project's files, and loads each document (by its text, or by the
 * text of the file of the same path it already holds), one at a time in arrival order, posting
 * the quick index and then the validated state.
 */
export function createOpenapiHandler(post: (m: FromOpenapiWorker) => void): (msg: ToOpenapiWorker) => void {
  let files = new Map<string, string>();
  let queue: Promise<void> = Promise.resolve();
  return (msg) => {
    if (msg.type === 'files') {
      files = new Map(msg.files);
      return;
    }
    // The page sends a document's text only when it is not the file of that path it already sent:
    // copying a 13 MB text into a message takes the page's thread 13-18 ms each time.
    const text = msg.text ?? files.get(msg.key);
    const read = (p: string) => files.get(p);
    queue = queue.then(() =>
      text === undefined
        ? post({
            type: 'validated',
            id: msg.id,
            state: { status: 'failed', failure: 'not-found', message: `${msg.key} was not sent to the OpenAPI worker` },
          })
        : loadOpenapiStages(text, msg.key, read, (state) => post({ type: 'indexed', id: msg.id, state })).then(
            (state) => post({ type: 'validated', id: msg.id, state }),
            (err: Error) =>
              post({
                type: 'validated',
                id: msg.id,
                state: { status: 'failed', failure: 'syntax', message: `${msg.key} could not be checked: ${err.message}` },
              }),
          ),
    );
  };
}
