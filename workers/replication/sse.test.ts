import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

function parseAll(chunks: string[]): string[] {
  const out: string[] = [];
  const parse = createSseParser((data) => out.push(data));
  chunks.forEach(parse);
  return out;
}

describe('the event-stream parser', () => {
  const stream = ': connected\n\ndata: {"a":1}\n\n: heartbeat\n\ndata: {"b":2}\n\n';

  it('yields each data frame once and skips heartbeat comments', () => {
    expect(parseAll([stream])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('gives the same frames however the network splits the bytes', () => {
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parseAll([stream.slice(0, cut), stream.slice(cut)])).toEqual(['{"a":1}', '{"b":2}']);
    }
    expect(parseAll([...stream])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('accepts CRLF line endings and joins multi-line data', () => {
    expect(parseAll(['data: one\r\ndata: two\r\n\r\n'])).toEqual(['one\ntwo']);
  });

  it('holds back a frame until its blank line arrives', () => {
    expect(parseAll(['data: {"half":'])).toEqual([]);
  });

  it("names each event's type, 'message' when the event names none", () => {
    const events: [string, string][] = [];
    const parse = createSseParser((data, event) => events.push([event, data]));
    parse('data: {"a":1}\n\nevent: unauthorized\ndata: {"message":"Token expired"}\n\nevent:bare\r\ndata:x\r\n\r\n');
    expect(events).toEqual([
      ['message', '{"a":1}'],
      ['unauthorized', '{"message":"Token expired"}'],
      ['bare', 'x'],
    ]);
  });
});
