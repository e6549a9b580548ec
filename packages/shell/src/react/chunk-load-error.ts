import type { ChunkLoadErrorType } from '@shortlist/domain/messages';
import { chunkLoadErrorMessage } from '@shortlist/domain/messages';

/** A screen's code could not be loaded (§2): missing, or not there within the time allowed. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;

  constructor(type: ChunkLoadErrorType, cause?: unknown) {
    super(chunkLoadErrorMessage, cause === undefined ? undefined : { cause });
    this.type = type;
  }
}

/** The import, failing as a ChunkLoadError when it rejects or takes longer than `timeoutMs`. */
export function loadChunk<Module>(load: () => Promise<Module>, timeoutMs: number): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', error));
      },
    );
  });
}
