// node --test tools/docs: the crate map reads what Cargo.toml says and orders by layer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { crateMap, layers, readCrate } from './gen-architecture.mjs';

const toml = (name, deps, extra = '') => `[package]\nname = "${name}"\ndescription = "The ${name} \\"area\\"."\n${extra}\n[dependencies]\n${deps.map((d) => `${d}.workspace = true`).join('\n')}\nserde = "1"\n\n[dev-dependencies]\nyouzhe-core = { workspace = true, features = ["testing"] }\n`;

test('reads the name, the description and only the normal workspace dependencies', () => {
  const c = readCrate(toml('youzhe-places', ['youzhe-core', 'youzhe-content']));
  assert.deepEqual(c, { name: 'youzhe-places', description: 'The youzhe-places "area".', deps: ['youzhe-content', 'youzhe-core'] });
});

test('a crate stands one layer above its highest dependency, and a circle is refused', () => {
  const crates = [
    { name: 'youzhe', deps: ['youzhe-places', 'youzhe-core'] },
    { name: 'youzhe-places', deps: ['youzhe-content'] },
    { name: 'youzhe-content', deps: ['youzhe-core'] },
    { name: 'youzhe-core', deps: [] },
  ];
  assert.deepEqual(Object.fromEntries(layers(crates)), { youzhe: 3, 'youzhe-places': 2, 'youzhe-content': 1, 'youzhe-core': 0 });
  assert.throws(() => layers([{ name: 'a', deps: ['b'] }, { name: 'b', deps: ['a'] }]), /circle/);
});

test('the map lists every crate, lowest layer first', () => {
  const map = crateMap([
    { dir: 'server', name: 'youzhe', description: 'The binary.', deps: ['youzhe-core'] },
    { dir: 'core', name: 'youzhe-core', description: 'Shared.', deps: [] },
  ]);
  const rows = map.split('\n').filter((l) => l.startsWith('| 0') || l.startsWith('| 1'));
  assert.deepEqual(rows, ['| 0 | `crates/core` (`youzhe-core`) | Shared. | — |', '| 1 | `crates/server` (`youzhe`) | The binary. | `youzhe-core` |']);
});
