import { fuzzShard } from './fuzz-shard.ts';

fuzzShard(1, 4);
