import { afterAll } from 'vitest';
import { removeScratchDirs } from './scratch-dirs.testing';

// Each test file's scratch directories go once it has run.
afterAll(removeScratchDirs);
