import { fuzzShard } from './fuzz-shard.ts';

fuzzShard(4, 4);
