import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeScratchDirs, scratchDir } from './scratch-dirs.testing';

describe('scratch directories of server tests', () => {
  it('are fresh directories under the temporary directory, kept with their files until removed', () => {
    const first = scratchDir('meetverse-scratch-');
    const second = scratchDir('meetverse-scratch-');
    expect(first).not.toBe(second);
    expect(path.dirname(first)).toBe(os.tmpdir());
    expect(path.basename(first)).toMatch(/^meetverse-scratch-/);
    fs.writeFileSync(path.join(first, 'meetverse.sqlite'), 'data');

    removeScratchDirs();
    expect(fs.existsSync(first)).toBe(false);
    expect(fs.existsSync(second)).toBe(false);
    // Nothing is left to remove twice.
    expect(() => removeScratchDirs()).not.toThrow();
  });
});
