// findBy* and waitFor give up after 1 s by default. Pages here load their sections, words and
// answers through dynamic imports and queries, which a busy 2-core CI machine can take longer
// than that to settle (the first import of a module is transformed on demand): tests wait up
// to 5 s instead. What they wait for is unchanged; a test that passes only waits as long as it
// must. Timers, throttles and windows are still tested with fake timers.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
