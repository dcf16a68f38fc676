/**
 * Splits a text/event-stream into the data of each event, with the event's type ('message' unless it
 * names another); comments (heartbeats) yield nothing.
 */
export function createSseParser(onData: (data: string, event: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + (buffer[boundary] === '\r' ? 4 : 2));
      const lines = block.split(/\r?\n/);
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => fieldValue(line, 'data:'))
        .join('\n');
      const event = lines.findLast((line) => line.startsWith('event:'));
      if (data) onData(data, event ? fieldValue(event, 'event:') : 'message');
      boundary = buffer.search(/\r?\n\r?\n/);
    }
  };
}

/** A field's value: what follows its name and colon, less one space. */
const fieldValue = (line: string, name: string) => line.slice(line.startsWith(`${name} `) ? name.length + 1 : name.length);
