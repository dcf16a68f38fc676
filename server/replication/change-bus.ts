import { EventEmitter } from 'node:events';
import type { Checkpoint } from '../../schemas/api';

export type Change = {
  collection: string;
  documents: (Record<string, unknown> & { id: string; _deleted: boolean })[];
  checkpoint: Checkpoint;
};

/** Carries committed changes to the open streams of this process. */
export class ChangeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(change: Change): void {
    if (change.documents.length > 0) this.emitter.emit('change', change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
