import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('a CSV made on the device', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Berlin, Germany')).toBe('"Berlin, Germany"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
  });

  it("never lets a member's text run as a spreadsheet formula", () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    // A number the device counted is a number.
    expect(csvField(-2)).toBe('-2');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['name', 'count'], [['Ada', 1], ['Grace, H.', 2]])).toBe('\uFEFFname,count\r\nAda,1\r\n"Grace, H.",2\r\n');
  });
});
