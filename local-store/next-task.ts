/**
 * Resolves in a task of its own: what follows the await runs after the browser has had its turn
 * (input, rendering), so a long piece of work split by it never holds the main thread for long.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
