import { useState, useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * Whether this component was first rendered on the server or adopted from the server's markup (React
 * reads the server's value then, wherever the component sits, suspense boundaries included), and
 * remembered for as long as it stays mounted. Such a component draws what the server drew first.
 */
export function useDrawnByServer(): boolean {
  const fromServer = useSyncExternalStore(unchanging, () => false, () => true);
  const [drawnByServer] = useState(fromServer);
  return drawnByServer;
}
