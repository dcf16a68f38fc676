/** Splits a text/event-stream into the data of each event; comments (heartbeats) yield nothing. */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + (buffer[boundary] === '\r' ? 4 : 2));
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      if (data) onData(data);
      boundary = buffer.search(/\r?\n\r?\n/);
    }
  };
}
