// The engine conformance suite on LevelDB on disk (classic-level, the default store).
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { tempDir } from './helpers.js';
import { engineSuite } from './suite/index.js';

const probeDir = tempDir();
const probe = await openLevelBackend({ location: probeDir.dir });
await probe.close();
probeDir.remove();

engineSuite({
  name: 'leveldb (disk)',
  capabilities: probe.capabilities,
  modelShare: 0.1,
  backend: async () => {
    const dir = tempDir();
    return { backend: await openLevelBackend({ location: dir.dir }), cleanup: () => dir.remove() };
  },
  durable: {
    place: () => {
      const dir = tempDir();
      return { id: dir.dir, remove: () => dir.remove() };
    },
    open: (id) => openLevelBackend({ location: id }),
  },
});
