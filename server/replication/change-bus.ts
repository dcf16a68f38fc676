import { EventEmitter } from 'node:events';
import type { Checkpoint } from '../../schemas/api';
import type { CollectionName } from '../../schemas/collections';
import type { Doc } from './collection-def';

export type Change = {
  collection: CollectionName;
  documents: Doc[];
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
