// The engine conformance suite on LevelDB in memory (memory-level, `--memory`).
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { engineSuite } from './suite/index.js';

const probe = await openLevelBackend({ memory: true });
await probe.close();

engineSuite({
  name: 'leveldb (memory)',
  capabilities: probe.capabilities,
  backend: async () => ({ backend: await openLevelBackend({ memory: true }), cleanup: () => {} }),
});
